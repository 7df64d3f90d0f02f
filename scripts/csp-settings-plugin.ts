import type { Plugin } from 'vite';
import type { CspSettings } from './csp-policy';

/**
 * Leaves what the Content-Security-Policy needs from the build settings in dist/.csp/settings.json,
 * for scripts/csp.mjs, which writes the policies after prerendering (issue 24.4).
 */
export function cspSettingsPlugin(settings: CspSettings): Plugin {
  return {
    name: 'csp-settings',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.csp/settings.json', source: `${JSON.stringify(settings, null, 2)}\n` });
    },
  };
}
