// Every committed migration, in order; each area appends its own.
import { Migration20261121000000Foundation } from './Migration20261121000000_foundation.js';

export const migrationsList = [{ name: 'Migration20261121000000_foundation', class: Migration20261121000000Foundation }];
