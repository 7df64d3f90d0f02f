import { describe, expect, it } from 'vitest';
import { finishesOnTick, formatTime, initialTimer, timerReducer, TIMER_SECONDS } from './countdown';

describe('learning timer', () => {
  it('counts down 1200 s only while running, pauses and resets', () => {
    expect(TIMER_SECONDS).toBe(1200);
    let s = timerReducer(initialTimer, 'tick');
    expect(s.left).toBe(1200);
    s = timerReducer(timerReducer(s, 'start'), 'tick');
    expect(s).toEqual({ left: 1199, running: true });
    s = timerReducer(timerReducer(s, 'pause'), 'tick');
    expect(s.left).toBe(1199);
    expect(timerReducer(s, 'reset')).toEqual(initialTimer);
  });

  it('resets at zero and says so', () => {
    const last = { left: 1, running: true };
    expect(finishesOnTick(last)).toBe(true);
    expect(timerReducer(last, 'tick')).toEqual(initialTimer);
    expect(formatTime(1200)).toBe('20:00');
    expect(formatTime(65)).toBe('01:05');
  });
});
