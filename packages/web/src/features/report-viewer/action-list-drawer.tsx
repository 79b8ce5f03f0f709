import { CheckIcon, ChevronUpIcon, CopyIcon, TrashIcon } from '../../components/ui/icons';
import type { ViewerOpportunity } from './viewer-state';
import './action-list-drawer.css';

interface ActionListDrawerProps {
  items: ViewerOpportunity[];
  open: boolean;
  copied: boolean;
  onToggle: () => void;
  onRemove: (id: string) => void;
  onCopy: () => void;
}

/** The sticky bottom drawer holding the opportunities the visitor chose to act on. */
export function ActionListDrawer({
  items,
  open,
  copied,
  onToggle,
  onRemove,
  onCopy,
}: ActionListDrawerProps) {
  return (
    <section
      className={`action-drawer${open ? ' action-drawer--open' : ''}`}
      aria-label="Action list"
    >
      <div className="action-drawer__bar">
        <button
          type="button"
          id="action-list-toggle"
          className="action-drawer__toggle"
          aria-expanded={open}
          aria-controls="action-list-panel"
          onClick={onToggle}
        >
          <span className="action-drawer__title">Action list</span>
          <span className="viewer-count viewer-count--strong">{items.length}</span>
          <ChevronUpIcon className="action-drawer__chevron" width="18" height="18" />
        </button>
        {!open && items.length > 0 ? (
          <button
            type="button"
            className={`action-drawer__copy${copied ? ' action-drawer__copy--done' : ''}`}
            onClick={onCopy}
          >
            {copied ? <CheckIcon width="16" height="16" /> : <CopyIcon width="16" height="16" />}
            {copied ? 'copied!' : 'copy prompt'}
          </button>
        ) : null}
        <span className="visually-hidden" role="status">
          {copied ? 'Prompt copied to the clipboard' : ''}
        </span>
      </div>
      <div id="action-list-panel" className="action-drawer__panel" hidden={!open}>
        {items.length === 0 ? (
          <p className="viewer-empty">No items added to the action list yet</p>
        ) : (
          <ol className="action-drawer__list">
            {items.map(({ id, opportunity }) => (
              <li key={id} className="action-drawer__item">
                <div className="action-drawer__text">
                  <p className="action-drawer__action">{opportunity.action}</p>
                  <p className="action-drawer__component">{opportunity.component}</p>
                  <p className="action-drawer__problem">{opportunity.problem}</p>
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label="Remove from action list"
                  onClick={() => onRemove(id)}
                >
                  <TrashIcon width="18" height="18" />
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
