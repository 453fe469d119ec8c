import { NotFoundError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Country, EstateType, PlaceType, RoomType } from './reference.js';

const BY_NAME = [{ field: 'name', direction: 'asc' as const }];

export function catalogueUseCases(store: Store) {
  return {
    placeTypes: () => store.repo(PlaceType).findAll({}, BY_NAME),
    estateTypes: () => store.repo(EstateType).findAll({}, BY_NAME),
    roomTypes: () => store.repo(RoomType).findAll({}, BY_NAME),
    /** Spec, Country: the list returns only active countries. */
    activeCountries: () => store.repo(Country).findAll({ is_active: true }, BY_NAME),
    country: (id: string) => store.repo(Country).get(id),
    async countryByCode(code: string) {
      const country = await store.repo(Country).findOne({ code: code.toUpperCase() });
      if (!country) throw new NotFoundError('country', code);
      return country;
    },
  };
}
