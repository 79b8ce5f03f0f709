const FEATURES = [
  {
    title: 'Four clear scores',
    text: 'Standards, Clarity, Conversion and Design, each out of 100, so you know where to start.',
  },
  {
    title: 'Pinned to your page',
    text: 'Every opportunity is marked on a screenshot of your hero section, with the reason behind it.',
  },
  {
    title: 'Shaped by your goals',
    text: 'A few questions about your audience and aims tailor the advice to what you are building.',
  },
] as const;

/** What a report contains, with an illustration that swaps to a tall variant on small screens. */
export function FeaturesSection() {
  return (
    <section className="features" aria-labelledby="features-title">
      <div className="features__intro">
        <h2 id="features-title" className="features__title">
          A report you can act on
        </h2>
        <ul className="features__list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="features__item">
              <h3 className="features__item-title">{feature.title}</h3>
              <p className="features__item-text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <picture className="features__picture">
        <source
          media="(max-width: 640px)"
          srcSet="/images/features-mobile.svg"
          width="600"
          height="900"
        />
        <img
          className="features__image"
          src="/images/features-desktop.svg"
          alt="Sample report: four score dials, numbered markers on a screenshot of a hero section, and a list of improvement opportunities"
          width="1120"
          height="700"
          loading="lazy"
        />
      </picture>
    </section>
  );
}
