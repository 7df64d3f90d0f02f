import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { StateId } from '../content/states';
import { GERMANY_PATHS, GERMANY_VIEWBOX } from './germany-map';
import { boxOf, isTiny, mainCentre, mainPart, moveInOrder, northToSouth } from './model/geometry';

const PATHS = GERMANY_PATHS as Readonly<Record<StateId, string>>;

/** The order the arrow keys (and the list) follow: north to south (see model/geometry). */
export const STATE_ORDER: readonly StateId[] = northToSouth(PATHS);

/**
 * Map units a state's main part must span in each direction to be a 24 px target on a 320 px
 * phone (the map is then about 288 px wide: 586 units → 0.49 px a unit, so 50 units ≈ 24.5 px).
 * Smaller states (Berlin, Hamburg, Bremen) get a round hit area of MIN_TARGET units across,
 * drawn as a dashed ring.
 */
const MIN_SIZE = 50;
const MIN_TARGET = 52;
const TINY: ReadonlySet<StateId> = new Set(STATE_ORDER.filter((id) => isTiny(mainPart(PATHS[id]), MIN_SIZE)));

const CENTRES = Object.fromEntries(STATE_ORDER.map((id) => [id, mainCentre(PATHS[id])])) as Record<StateId, { x: number; y: number }>;

/** A label under a state's centre that stays inside the map (about 14 units a letter at font size 24). */
function labelPosition(id: StateId, text: string) {
  const box = boxOf(PATHS[id]);
  const c = CENTRES[id];
  const [, , width] = GERMANY_VIEWBOX.split(' ').map(Number) as [number, number, number, number];
  const half = text.length * 7 + 4;
  return { x: Math.min(Math.max(c.x, half), width - half), y: TINY.has(id) ? c.y + 44 : Math.min(c.y + 8, box.maxY - 4) };
}

/** `:focus-visible` where the browser knows it (jsdom may not): keyboard focus shows the outline. */
function isFocusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** How a state looks after an answer: the right one ✓ and hatched, a wrong choice ✗ and dotted. */
export type Mark = 'right' | 'wrong';

function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={`${id}-right`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="#a7f3d0" />
        <line x1="0" y1="0" x2="0" y2="8" stroke="#047857" strokeWidth="3" />
      </pattern>
      <pattern id={`${id}-wrong`} width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill="#fecaca" />
        <circle cx="4" cy="4" r="1.8" fill="#b91c1c" />
      </pattern>
      <pattern id={`${id}-highlight`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="8" height="8" fill="#fde68a" />
        <line x1="0" y1="0" x2="0" y2="8" stroke="#b45309" strokeWidth="2.5" />
      </pattern>
    </defs>
  );
}

function fillOf(patterns: string, mark: Mark | undefined): string {
  if (mark === 'right') return `url(#${patterns}-right)`;
  if (mark === 'wrong') return `url(#${patterns}-wrong)`;
  return '#e2e8f0';
}

/** A text on the map with a white halo, so it reads over any fill. */
function MapLabel({ id, text, de }: { id: StateId; text: string; de?: boolean }) {
  const { x, y } = labelPosition(id, text);
  return (
    <text x={x} y={y} textAnchor="middle" fontSize="24" fontWeight="700" fill="#0f172a" stroke="#fff" strokeWidth="5" paintOrder="stroke" lang={de ? 'de' : undefined}>
      {text}
    </text>
  );
}

export interface MapChoiceProps {
  /** The accessible name of the radio group (the id of the question's text). */
  labelledBy: string;
  /**
   * The accessible name of each state. While a question is open it must not be the state's name
   * (that would read out the answer): the games pass where the state lies and what it borders.
   */
  nameOf: (id: StateId) => string;
  /** The state chosen (aria-checked), once answered. */
  chosen: StateId | null;
  /** After an answer: the marks (✓ right, ✗ wrong choice) and the visible labels (German names). */
  marks: Partial<Record<StateId, Mark>>;
  labels: Partial<Record<StateId, string>>;
  answered: boolean;
  onChoose: (id: StateId) => void;
  /** The map itself, so the game can put the focus on the state with tabindex 0 when a question opens. */
  mapRef?: React.Ref<SVGSVGElement>;
}

/**
 * The map of Germany's 16 states as a radio group (WAI-ARIA radio group pattern, with one change:
 * choosing answers the question, so moving does not choose).
 *
 * - Keyboard: the map is one Tab stop (roving tabindex). ArrowDown/ArrowRight go to the next state,
 *   ArrowUp/ArrowLeft to the previous one, Home/End to the first/last — in a fixed order from north
 *   to south (Schleswig-Holstein first, Baden-Württemberg last), the same order as the list under
 *   the map. Enter or Space chooses the state with the focus.
 * - Pointer and touch: a tap on a state chooses it. Berlin, Hamburg and Bremen are too small to hit
 *   on a phone, so each has a dashed ring of at least 24 px that chooses it too.
 * - Accessible names: while a question is open, a state's name would give the answer away ("Find
 *   Bayern" — and the radio says "Bayern"). So each state is named by what a map shows: where it
 *   lies and which states and countries it borders ("South-east · neighbours: Baden-Württemberg,
 *   Hessen, Thüringen, Sachsen, Austria, Czechia"). A screen-reader user answers "Find Bayern" by
 *   knowing where Bayern lies — the same knowledge the map asks of everyone. After the answer the
 *   states are named by their names.
 * - Focus: a dark double outline drawn over the focused state (on top of its neighbours), besides
 *   the site's focus ring. Right and wrong are never colour alone: the right state is hatched and
 *   labelled "✓ name", a wrong choice dotted and labelled "✗ name".
 */
export function GermanyMapChoice({ labelledBy, nameOf, chosen, marks, labels, answered, onChoose, mapRef }: MapChoiceProps) {
  const patterns = useId().replace(/:/g, '');
  const [active, setActive] = useState<StateId>(STATE_ORDER[0] as StateId);
  const [focused, setFocused] = useState<StateId | null>(null);
  const radios = useRef(new Map<StateId, SVGGElement>());

  const onKeyDown = (event: KeyboardEvent, id: StateId) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!answered) onChoose(id);
      return;
    }
    const next = moveInOrder(STATE_ORDER, id, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    radios.current.get(next)?.focus();
  };

  return (
    <svg ref={mapRef} viewBox={GERMANY_VIEWBOX} role="radiogroup" aria-labelledby={labelledBy} aria-disabled={answered || undefined} className="h-auto max-h-[calc(100svh-10rem)] w-full max-w-md touch-manipulation select-none" data-testid="map">
      <Patterns id={patterns} />
      {STATE_ORDER.map((id) => (
        <g
          key={id}
          ref={(el) => {
            if (el) radios.current.set(id, el);
            else radios.current.delete(id);
          }}
          role="radio"
          aria-checked={chosen === id}
          aria-label={nameOf(id)}
          tabIndex={id === (chosen ?? active) ? 0 : -1}
          data-state={id}
          // No box-shaped ring round a state (it stuck out of the map): the shape's own outline below.
          className={`outline-none ${answered ? 'cursor-default' : 'cursor-pointer'}`}
          onClick={() => {
            setActive(id);
            if (!answered) onChoose(id);
          }}
          onKeyDown={(e) => onKeyDown(e, id)}
          onFocus={(e) => {
            setActive(id);
            // The outline that follows the shape is the keyboard's (issue 25); a tap needs none.
            setFocused(isFocusVisible(e.currentTarget) ? id : null);
          }}
          onBlur={() => setFocused((f) => (f === id ? null : f))}
        >
          <path d={PATHS[id]} fill={fillOf(patterns, marks[id])} stroke="#475569" strokeWidth="1.2" className={answered ? '' : 'hover:fill-brand-100'} />
        </g>
      ))}
      {/* The larger hit areas of the city states (pointer only: their radios are above). */}
      {[...TINY].map((id) => (
        <circle
          key={id}
          aria-hidden="true"
          data-hit={id}
          cx={CENTRES[id].x}
          cy={CENTRES[id].y}
          r={MIN_TARGET / 2}
          fill={marks[id] ? fillOf(patterns, marks[id]) : 'transparent'}
          fillOpacity={marks[id] ? 0.85 : 1}
          stroke="#334155"
          strokeWidth="1.5"
          strokeDasharray="4 3"
          className={answered ? '' : 'cursor-pointer'}
          onClick={() => !answered && onChoose(id)}
        />
      ))}
      {focused && (
        <g aria-hidden="true" pointerEvents="none" data-testid="focus-outline">
          <path d={PATHS[focused]} fill="none" stroke="#fff" strokeWidth="7" />
          <path d={PATHS[focused]} fill="none" stroke="#1d4ed8" strokeWidth="3.5" />
          {TINY.has(focused) && <circle cx={CENTRES[focused].x} cy={CENTRES[focused].y} r={MIN_TARGET / 2 + 3} fill="none" stroke="#1d4ed8" strokeWidth="3.5" />}
        </g>
      )}
      <g aria-hidden="true" pointerEvents="none">
        {(Object.entries(labels) as [StateId, string][]).map(([id, text]) => (
          <MapLabel key={id} id={id} text={`${marks[id] === 'right' ? '✓' : marks[id] === 'wrong' ? '✗' : ''} ${text}`.trim()} de />
        ))}
      </g>
    </svg>
  );
}

/**
 * The map with one state highlighted (the map quiz): a picture (role="img") named by its caption,
 * the highlighted state hatched and outlined — not colour alone.
 */
export function GermanyMapHighlight({ highlight, label }: { highlight: StateId; label: string }) {
  const patterns = useId().replace(/:/g, '');
  const ids = useMemo(() => STATE_ORDER.filter((id) => id !== highlight), [highlight]);
  return (
    <svg viewBox={GERMANY_VIEWBOX} role="img" aria-label={label} className="h-auto w-full max-w-sm" data-testid="map" data-highlight={highlight}>
      <Patterns id={patterns} />
      {ids.map((id) => (
        <path key={id} d={PATHS[id]} fill="#e2e8f0" stroke="#475569" strokeWidth="1.2" />
      ))}
      <path d={PATHS[highlight]} fill={`url(#${patterns}-highlight)`} stroke="#0f172a" strokeWidth="3.5" />
      {TINY.has(highlight) && <circle cx={CENTRES[highlight].x} cy={CENTRES[highlight].y} r={MIN_TARGET / 2} fill="none" stroke="#0f172a" strokeWidth="3.5" />}
    </svg>
  );
}
