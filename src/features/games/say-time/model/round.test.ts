import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { clockAnswers, EXERCISES, isClockRight, isExercise, mixUps, modeOf, optionsFor, OPTION_COUNT, ROUND_LENGTH, roundOf, stepHour, stepMinute } from './round';
import { ALL_TIMES, checkPhrase, digital, mainPhrase, type Time } from './time-phrases';

const at = (text: string): Time => {
  const [h, m] = text.split(':').map(Number);
  return { h: h as number, m: m as number };
};
const phrases = (times: Time[], style: 'official' | 'everyday') => times.map((t) => mainPhrase(t, style));

describe('mixUps: the plausible wrong times', () => {
  it('everyday: the hour off by one for „halb“, nach and vor swapped, five minutes off', () => {
    expect(phrases(mixUps(at('15:30'), 'everyday'), 'everyday')).toEqual(['halb drei', 'halb fünf', 'fünf nach halb vier', 'fünf vor halb vier']);
    expect(phrases(mixUps(at('15:15'), 'everyday'), 'everyday').slice(0, 4)).toEqual(['Viertel vor drei', 'Viertel vor vier', 'Viertel nach zwei', 'Viertel nach vier']);
    expect(phrases(mixUps(at('15:45'), 'everyday'), 'everyday').slice(0, 2)).toEqual(['Viertel nach vier', 'Viertel nach drei']);
    expect(phrases(mixUps(at('15:25'), 'everyday'), 'everyday')[0]).toBe('fünf nach halb vier');
    expect(phrases(mixUps(at('15:35'), 'everyday'), 'everyday')[0]).toBe('fünf vor halb vier');
    expect(phrases(mixUps(at('15:05'), 'everyday'), 'everyday')[0]).toBe('fünf vor drei');
    expect(phrases(mixUps(at('15:50'), 'everyday'), 'everyday')[0]).toBe('zehn nach vier');
    expect(phrases(mixUps(at('00:00'), 'everyday'), 'everyday')).toEqual(['elf Uhr', 'ein Uhr', 'fünf nach zwölf', 'fünf vor zwölf']);
  });

  it('official: the hour off by one and by twelve, five minutes off', () => {
    expect(phrases(mixUps(at('15:30'), 'official'), 'official')).toEqual(['sechzehn Uhr dreißig', 'vierzehn Uhr dreißig', 'drei Uhr dreißig', 'fünfzehn Uhr fünfunddreißig', 'fünfzehn Uhr fünfundzwanzig']);
    expect(phrases(mixUps(at('00:00'), 'official'), 'official')).toEqual(['ein Uhr', 'dreiundzwanzig Uhr', 'zwölf Uhr', 'null Uhr fünf', 'dreiundzwanzig Uhr fünfundfünfzig']);
  });
});

describe('optionsFor', () => {
  it('gives four different phrases, exactly one of which counts — for every time, both styles', () => {
    const random = seeded(7);
    for (const style of ['everyday', 'official'] as const) {
      for (const time of ALL_TIMES) {
        const options = optionsFor(time, style, random);
        expect(options).toHaveLength(OPTION_COUNT);
        expect(new Set(options).size).toBe(OPTION_COUNT);
        expect(options).toContain(mainPhrase(time, style));
        expect(options.filter((o) => checkPhrase(o, time, style).correct), `${digital(time)} ${style}`).toEqual([mainPhrase(time, style)]);
      }
    }
  });

  it('always offers the classic mix-up: „halb drei“ beside „halb vier“', () => {
    for (let seed = 1; seed < 30; seed++) expect(optionsFor(at('15:30'), 'everyday', seeded(seed))).toContain('halb drei');
  });

  it('never offers the other accepted form of :20 or :40 as a wrong option', () => {
    for (let seed = 1; seed < 30; seed++) {
      expect(optionsFor(at('15:40'), 'everyday', seeded(seed))).not.toContain('zehn nach halb vier');
      expect(optionsFor(at('15:20'), 'everyday', seeded(seed))).not.toContain('zehn vor halb vier');
    }
  });

  it('puts the right answer in different places', () => {
    const places = new Set(Array.from({ length: 40 }, (_, seed) => optionsFor(at('15:30'), 'everyday', seeded(seed)).indexOf('halb vier')));
    expect(places.size).toBe(OPTION_COUNT);
  });
});

describe('roundOf', () => {
  it('knows its exercises and their modes', () => {
    expect(EXERCISES.map(modeOf)).toEqual(['choose', 'type', 'choose', 'type', 'set']);
    expect(isExercise('set-clock')).toBe(true);
    expect(isExercise('everyday')).toBe(false);
  });

  it('asks ten different times in the style of the exercise, with options only when choosing', () => {
    for (const exercise of EXERCISES) {
      for (let seed = 1; seed <= 5; seed++) {
        const round = roundOf(exercise, seeded(seed));
        expect(round).toHaveLength(ROUND_LENGTH);
        const keys = round.map((item) => (item.style === 'everyday' ? digital({ h: item.time.h % 12, m: item.time.m }) : digital(item.time)));
        expect(new Set(keys).size).toBe(ROUND_LENGTH);
        if (exercise.startsWith('official')) expect(round.every((item) => item.style === 'official')).toBe(true);
        if (exercise.startsWith('everyday')) expect(round.every((item) => item.style === 'everyday')).toBe(true);
        for (const item of round) expect(item.options).toHaveLength(modeOf(exercise) === 'choose' ? OPTION_COUNT : 0);
      }
    }
  });

  it('mixes official and everyday sentences for setting the clock, morning and afternoon', () => {
    const items = Array.from({ length: 10 }, (_, seed) => roundOf('set-clock', seeded(seed))).flat();
    expect(new Set(items.map((i) => i.style))).toEqual(new Set(['official', 'everyday']));
    expect(items.some((i) => i.time.h >= 12)).toBe(true);
    expect(items.some((i) => i.time.h < 12)).toBe(true);
  });
});

describe('setting the clock', () => {
  it('accepts the time of an official sentence only; an everyday one on either half of the day', () => {
    const official = { time: at('15:30'), style: 'official' as const, options: [] };
    expect(clockAnswers(official).map(digital)).toEqual(['15:30']);
    expect(isClockRight(official, at('15:30'))).toBe(true);
    expect(isClockRight(official, at('03:30'))).toBe(false);
    const everyday = { time: at('15:30'), style: 'everyday' as const, options: [] };
    expect(clockAnswers(everyday).map(digital)).toEqual(['03:30', '15:30']);
    expect(isClockRight(everyday, at('03:30'))).toBe(true);
    expect(isClockRight(everyday, at('16:30'))).toBe(false);
    expect(isClockRight(everyday, at('15:35'))).toBe(false);
    // „drei Uhr“ is both the official 3:00 and the everyday 3:00 or 15:00: the sentence alone cannot tell.
    expect(clockAnswers({ time: at('03:00'), style: 'official', options: [] }).map(digital)).toEqual(['03:00', '15:00']);
  });

  it('steps the hour and the minutes round, without carrying', () => {
    expect(stepHour(at('23:55'), 1)).toEqual(at('00:55'));
    expect(stepHour(at('00:10'), -1)).toEqual(at('23:10'));
    expect(stepMinute(at('12:55'), 1)).toEqual(at('12:00'));
    expect(stepMinute(at('12:00'), -1)).toEqual(at('12:55'));
    expect(stepMinute(at('12:25'), 1)).toEqual(at('12:30'));
  });
});
