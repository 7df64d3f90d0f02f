import { defaultUploadsBase, uploadsBaseFrom } from '@/config/uploads-base';
import { uploadUrl } from './uploads-url';

describe('uploads base', () => {
  it('defaults to /uploads/ on the host of the API base', () => {
    expect(defaultUploadsBase('/api/')).toBe('/uploads/');
    expect(defaultUploadsBase('https://backend.example.org/api/')).toBe('https://backend.example.org/uploads/');
    expect(defaultUploadsBase('http://127.0.0.1:8080/php/api/v1/')).toBe('http://127.0.0.1:8080/uploads/');
  });

  it('takes the setting when one is given, with a trailing slash', () => {
    expect(uploadsBaseFrom('', '/api/')).toBe('/uploads/');
    expect(uploadsBaseFrom('  ', 'https://h.example/api/')).toBe('https://h.example/uploads/');
    expect(uploadsBaseFrom('https://cdn.example.org/media', '/api/')).toBe('https://cdn.example.org/media/');
  });
});

describe('uploadUrl', () => {
  it('puts a server-relative path under the base, never doubling the uploads folder', () => {
    expect(uploadUrl('uploads/sections/house.svg', '/uploads/')).toBe('/uploads/sections/house.svg');
    expect(uploadUrl('/uploads/sections/house.svg', 'https://h.example/uploads/')).toBe('https://h.example/uploads/sections/house.svg');
    expect(uploadUrl('sections/house.svg', '/uploads/')).toBe('/uploads/sections/house.svg');
    expect(uploadUrl('uploads/a.png', 'https://cdn.example.org/media/')).toBe('https://cdn.example.org/media/uploads/a.png');
  });

  it('keeps absolute http(s) addresses and refuses other schemes and empty paths', () => {
    expect(uploadUrl('https://img.example/a.png', '/uploads/')).toBe('https://img.example/a.png');
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.png', '\\\\evil\\a.png', '', '  ', null, undefined]) {
      expect(uploadUrl(bad, '/uploads/')).toBeNull();
    }
  });
});
