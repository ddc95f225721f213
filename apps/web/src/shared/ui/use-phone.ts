import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint, as its `hiddenFrom="sm"` reads it. */
const PHONE = '(max-width: 47.99375em)';

/**
 * True on a phone-wide screen. Read at the first render (not in an effect), so a screen that lays
 * itself out for a phone never paints the desktop layout first and then shifts.
 */
export const usePhone = () => useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) === true;
