import { CalendarIcon } from '../../components/ui/icons';

/** v2 of a report that has no second version yet (SPEC §4): more iterations, by a call. */
export function IterationPlaceholder({ bookingUrl }: { bookingUrl: string | undefined }) {
  return (
    <div className="iteration-placeholder">
      <p className="iteration-placeholder__eyebrow">Iteration 1</p>
      <h2 className="iteration-placeholder__title">Ready for the next version of this page?</h2>
      <p className="iteration-placeholder__text">
        This report has one version so far. Once the changes from your action list are live, we
        analyse the new page as iteration 1 and show how each score moved. Book a call with the
        founder to plan more iterations.
      </p>
      {bookingUrl ? (
        <a
          className="button button--primary button--md iteration-placeholder__cta"
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <CalendarIcon width="18" height="18" />
          Book a call for more iterations
        </a>
      ) : null}
    </div>
  );
}
