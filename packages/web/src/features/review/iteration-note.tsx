import { Link } from 'react-router';

/** The address of a request in the console (?request=<id>, on /review). */
export function requestLink(id: number) {
  return { search: `?request=${id}` };
}

/**
 * Above a draft that is a new iteration: which request it continues, one click away. A draft is
 * always its own v1 (the engine's analysis of the page as it is now), so this says where the
 * earlier version is rather than leaving the reviewer to guess from the queue.
 */
export function IterationBanner({ parentId }: { parentId: number }) {
  return (
    <div className="review-alert review-alert--info draft-review__iteration" role="note">
      <p>
        <strong>v2 of request #{parentId}.</strong> The visitor asked for a new iteration of a page
        already reviewed; this draft analyses the page as it is now.
      </p>
      <Link className="draft-review__iteration-link" to={requestLink(parentId)}>
        Open request #{parentId}
      </Link>
    </div>
  );
}

/** The v2 tab in the console: a draft has no second version, and the reviewer books nothing. */
export function IterationNote({ id, parentId }: { id: number; parentId: number | null }) {
  return (
    <div className="iteration-placeholder">
      <p className="iteration-placeholder__eyebrow">v2</p>
      <h2 className="iteration-placeholder__title">A draft has no v2</h2>
      <p className="iteration-placeholder__text">
        {parentId === null
          ? `Review the v1 tab. If the visitor later asks for a new iteration of this page, it arrives in the queue as its own request, marked “v2 of #${id}”.`
          : `This request is the new iteration: review it on the v1 tab. The earlier version is request #${parentId}.`}
      </p>
      {parentId !== null ? (
        <Link className="button button--secondary button--md" to={requestLink(parentId)}>
          Open request #{parentId}
        </Link>
      ) : null}
    </div>
  );
}
