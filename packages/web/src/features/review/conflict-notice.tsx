import type { ReviewEdit } from '@heroscope/schema';
import { Button } from '../../components/ui/button';
import { EditEntry } from './audit-trail';

/**
 * After a 409: another reviewer saved first. Their draft is now the one shown; what this
 * reviewer typed is still in its forms, to save again on top of theirs.
 */
export function ConflictNotice({
  edits,
  onDismiss,
}: {
  edits: ReviewEdit[];
  onDismiss: () => void;
}) {
  return (
    <div className="review-alert review-alert--warning" role="alert">
      <div>
        <p className="review-alert__title">Another reviewer saved this draft before you.</p>
        <p>
          You now see their version. Your unsaved text is kept in its fields: check it against their
          changes, then save again.
        </p>
        {edits.length > 0 ? (
          <ol className="trail trail--compact">
            {edits.map((edit) => (
              <EditEntry key={edit.id} edit={edit} />
            ))}
          </ol>
        ) : null}
      </div>
      <Button variant="secondary" onClick={onDismiss}>
        Got it
      </Button>
    </div>
  );
}
