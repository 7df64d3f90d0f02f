import { describe, expect, it } from 'vitest';
import { formatTime, issueImageUrl, issueNumber, issueOfDate, parseGameRef } from './issue';

describe('crossword issue helpers', () => {
  it('numbers issues descending, the newest highest', () => {
    expect([0, 1, 2].map((i) => issueNumber(i, 3))).toEqual([3, 2, 1]);
  });

  it('reads game addresses: digits are an id, yyyy-mm-dd a date, anything else nothing', () => {
    expect(parseGameRef('6')).toEqual({ kind: 'id', id: 6 });
    expect(parseGameRef('2025-03-02')).toEqual({ kind: 'date', date: '2025-03-02' });
    for (const bad of [undefined, '', '0', 'abc', '2025-02-30', '2025-3-2', '6a', '-1', '1e3']) expect(parseGameRef(bad), String(bad)).toEqual({ kind: 'invalid' });
    const issues = [{ id: 1, date: '2025-03-02' }, { id: 2, date: '2025-03-09 00:00:00' }];
    expect(issueOfDate(issues, '2025-03-09')?.id).toBe(2);
    expect(issueOfDate(issues, '2025-03-16')).toBeUndefined();
  });

  it('builds picture addresses under the API base, refusing other schemes', () => {
    expect(issueImageUrl('uploads/crosswords/1.svg', '/api/')).toBe('/api/uploads/crosswords/1.svg');
    expect(issueImageUrl('https://cdn.example.org/a.png', '/api/')).toBe('https://cdn.example.org/a.png');
    expect(issueImageUrl('javascript:alert(1)', '/api/')).toBeNull();
    expect(issueImageUrl('', '/api/')).toBeNull();
  });

  it('formats the timer', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(83)).toBe('1:23');
    expect(formatTime(3723)).toBe('1:02:03');
  });
});
