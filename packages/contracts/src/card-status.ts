// The card status as the cardholder reads it, from the codes and words the server may send.
export type StatusLabel = 'Activated' | 'Requires activation' | 'Issued' | '---';

/**
 * Upper-case codes (REQUIRES_ACTIVATION, ACTIVATED, ISSUED) and the lower-case words the server
 * may send ('requires activation', 'activated', 'issued') map to a label; anything else is '---'
 * (spec §3, §4). Case, surrounding spaces and space-versus-underscore are ignored, so a variant
 * such as 'Requires Activation' does not hide the status from the cardholder.
 */
export function statusLabel(status: string | null | undefined): StatusLabel {
  if (typeof status !== 'string') return '---';
  switch (
    status
      .trim()
      .toUpperCase()
      .replace(/[\s_]+/g, '_')
  ) {
    case 'ACTIVATED':
      return 'Activated';
    case 'REQUIRES_ACTIVATION':
      return 'Requires activation';
    case 'ISSUED':
      return 'Issued';
    default:
      return '---';
  }
}

/** The status as its upper-case code, or null when unknown. */
export function statusCode(
  status: string | null | undefined,
): 'ACTIVATED' | 'REQUIRES_ACTIVATION' | 'ISSUED' | null {
  const label = statusLabel(status);
  if (label === 'Activated') return 'ACTIVATED';
  if (label === 'Requires activation') return 'REQUIRES_ACTIVATION';
  if (label === 'Issued') return 'ISSUED';
  return null;
}
