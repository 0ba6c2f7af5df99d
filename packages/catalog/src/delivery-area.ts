// Whether a PIN code lies in the delivery area (pure: takes the area as data).
import type { DeliveryArea } from './generated/catalog-types';

/** True when the 6-digit PIN code falls inside one of the area's inclusive ranges. */
export function isServiceablePincode(area: Pick<DeliveryArea, 'pincodeRanges'>, pincode: string): boolean {
  if (!/^[1-9][0-9]{5}$/.test(pincode)) return false;
  return area.pincodeRanges.some((range) => range.from <= pincode && pincode <= range.to);
}
