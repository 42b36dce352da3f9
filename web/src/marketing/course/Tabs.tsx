// The course pages' tabs (career outcomes, curriculum, instructors, eligibility, fees, FAQ categories), as the WAI-ARIA
// tabs pattern: the first tab is selected at first, arrow keys (and Home/End) move between tabs and select them, and
// every panel stays in the page (hidden when not selected) so the figures of each tab are in the document.
// Without JavaScript the tabs cannot switch: the page's <noscript> style (web/index.html) hides the tab list and shows
// every panel, each under its label as a heading that is not drawn when script runs (the tab names the panel then).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

/** The class of a panel's heading drawn only without script (see the <noscript> style of web/index.html). */
export const NO_SCRIPT_HEADING_CLASS = 'course-tabs__heading';

interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Fee by city". */
  label: string;
  items: TabItem[];
  /** 'vertical' draws the tab list beside the panels on wide screens (a column of long tab names). */
  layout?: 'horizontal' | 'vertical';
  className?: string;
  /** Each panel starts with a title of its own (the fee, role and module panels): no heading is added for it. */
  panelsTitled?: boolean;
}

export function Tabs({ label, items, layout = 'horizontal', className, panelsTitled = false }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  const select = (i: number) => {
    setSelected(i);
    tabs.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    // Both axes move, so the keys work whichever way the list is drawn at the current width.
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={['course-tabs', `course-tabs--${layout}`, className].filter(Boolean).join(' ')}>
      <div className="course-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="course-tabs__tab"
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="course-tabs__panels">
        {items.map((item, i) => (
          <div key={item.key} role="tabpanel" id={panelId(i)} className="course-tabs__panel" aria-labelledby={tabId(i)} tabIndex={0} hidden={i !== selected}>
            {!panelsTitled && <h3 className={NO_SCRIPT_HEADING_CLASS}>{item.label}</h3>}
            {item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
