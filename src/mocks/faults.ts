/**
 * Fault modes of the stand-in, per call, so tests can prove every error path (CONTRACT.md "The
 * stand-in server"): no answer, an HTML error page, a slow answer, cut-off JSON, a wrong shape,
 * and a refusal (`{success: false, message}`, the PHP backend's way to say no).
 */
export type FaultMode = 'network' | 'html500' | 'html404' | 'html200' | 'slow' | 'truncated' | 'shape' | 'unauthorized' | 'refused';

/** `html404`: the web server's page for a script that does not exist; `html200`: an HTML page answered with 200 (a catch-all route). */
export const FAULT_MODES: readonly FaultMode[] = ['network', 'html500', 'html404', 'html200', 'slow', 'truncated', 'shape', 'unauthorized', 'refused'];

const faults = new Map<string, { mode: FaultMode; delayMs: number }>();

export function setFault(call: string, mode: FaultMode, delayMs = 20_000): void {
  faults.set(call, { mode, delayMs });
}

export function clearFaults(): void {
  faults.clear();
}

export function faultFor(call: string): { mode: FaultMode; delayMs: number } | undefined {
  return faults.get(call);
}

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}
