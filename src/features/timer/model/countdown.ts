/** The learning timer (spec 001 §2, §4, §9): 1200 s countdown with Start, Pause and Reset. */
export const TIMER_SECONDS = 1200;

export interface TimerState {
  left: number;
  running: boolean;
}

export const initialTimer: TimerState = { left: TIMER_SECONDS, running: false };

export type TimerEvent = 'start' | 'pause' | 'reset' | 'tick';

/** At zero the timer resets (the screen plays the sound when `tick` returns `finished`). */
export function timerReducer(state: TimerState, event: TimerEvent): TimerState {
  switch (event) {
    case 'start':
      return { ...state, running: true };
    case 'pause':
      return { ...state, running: false };
    case 'reset':
      return initialTimer;
    case 'tick':
      if (!state.running) return state;
      return state.left <= 1 ? initialTimer : { ...state, left: state.left - 1 };
  }
}

export function finishesOnTick(state: TimerState): boolean {
  return state.running && state.left <= 1;
}

export function formatTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
