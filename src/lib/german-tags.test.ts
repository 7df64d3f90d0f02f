import { describe, expect, it } from 'vitest';
import { stripGermanTags } from './german-tags';

describe('stripGermanTags', () => {
  it('drops every <de> and </de> and keeps the German between them', () => {
    expect(stripGermanTags('Find <de>Bayern</de> on the map.')).toBe('Find Bayern on the map.');
    expect(stripGermanTags('✗ <de>AB</de> is not <de>Hund</de>.')).toBe('✗ AB is not Hund.');
  });

  it('leaves a string without tags, and other tags, as they are', () => {
    expect(stripGermanTags('Right!')).toBe('Right!');
    expect(stripGermanTags('a <b>bold</b> <dex> word')).toBe('a <b>bold</b> <dex> word');
  });
});
