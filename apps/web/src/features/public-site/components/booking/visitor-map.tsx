import { usePointPicker } from '../../../../shared/geo/reverse-geocode';
import TripMap from '../../../bookings-core/trip/trip-map';
import type { TripDraft } from '../../../bookings-core/trip/trip-params';

type TripPlaceValue = NonNullable<TripDraft['place']>;

/**
 * The visitor's map (its own lazy chunk, with Leaflet and the address lookup): a click sets the point at
 * once, with its coordinates as the address, then the address found there when the geocoder knows one.
 */
export default function VisitorMap({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TripPlaceValue | null;
  onChange: (place: TripPlaceValue | null) => void;
}) {
  const { pick } = usePointPicker(onChange, 'visitor');

  return <TripMap label={label} value={value} onPick={pick} height={260} />;
}
