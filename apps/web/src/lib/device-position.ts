// The device's own position (GPS when there is one): the locations screen, and a meeting point marked where the teacher stands (issue 54).
import type { LocationInput } from '@wycieczki/shared';

/** Why the device's position could not be read, in words a teacher can act on. */
export class PositionError extends Error {
  readonly title: string;

  constructor(title: string, description: string) {
    super(description);
    this.name = 'PositionError';
    this.title = title;
  }
}

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 };

function explain(error: GeolocationPositionError): PositionError {
  if (error.code === error.PERMISSION_DENIED) {
    return new PositionError(
      'Brak zgody na dostęp do lokalizacji',
      'Zezwól tej stronie na dostęp do lokalizacji w ustawieniach przeglądarki (ikona obok adresu strony) i spróbuj ponownie.',
    );
  }
  if (error.code === error.TIMEOUT) {
    return new PositionError('Nie udało się ustalić pozycji', 'Ustalanie pozycji trwało zbyt długo. Spróbuj ponownie, najlepiej na zewnątrz budynku.');
  }
  return new PositionError('Nie udało się ustalić pozycji', 'Urządzenie nie podało swojej pozycji. Sprawdź, czy usługi lokalizacji są włączone.');
}

/** The device's current position (GPS when available). */
export function readDevicePosition(): Promise<LocationInput> {
  if (!window.isSecureContext || !('geolocation' in navigator)) {
    return Promise.reject(
      new PositionError('Lokalizacja niedostępna', 'Ta przeglądarka nie udostępnia lokalizacji na tej stronie (wymagane połączenie HTTPS).'),
    );
  }
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(explain(error)),
      POSITION_OPTIONS,
    );
  });
}
