// Transitional re-export (docs/architecture.md, "Where each kind of thing lives": enumerations):
// the leasing vocabulary is defined in contract/vocabulary/leasing.ts. This module remains for the
// modules that still import it from here (the persistence mapping, the compliance rules); new code
// imports contract/vocabulary/leasing.ts.
export * from '../../contract/vocabulary/leasing.js';
