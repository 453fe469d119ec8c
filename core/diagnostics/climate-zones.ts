// The climate zone of a DPE follows from the département of the dwelling (the zones of the DPE
// method, arrêté du 31 mars 2021; the same map as RT 2012). Only H1b, H1c and H2d know the
// mountain thresholds (dpe-labels.ts), so a dwelling of another zone is judged on the general
// ones whatever its altitude. Overseas departments have none of these zones: unknown there.
import type { ClimateZone } from '../../contract/vocabulary/diagnostics.js';
import { departmentsOfPostalCode } from '../shared/territories.js';
import type { FieldError } from '../shared/errors.js';

/** Metropolitan départements by climate zone (Corsica, 2A and 2B, is H3). */
const DEPARTMENTS_BY_ZONE: Record<ClimateZone, readonly string[]> = {
  H1a: ['02', '14', '27', '28', '59', '60', '61', '62', '75', '76', '77', '78', '80', '91', '92', '93', '94', '95'],
  H1b: ['08', '10', '45', '51', '52', '54', '55', '57', '58', '67', '68', '70', '88', '89', '90'],
  H1c: ['01', '03', '05', '15', '19', '21', '23', '25', '38', '39', '42', '43', '63', '69', '71', '73', '74', '87'],
  H2a: ['22', '29', '35', '50', '56'],
  H2b: ['16', '17', '18', '36', '37', '41', '44', '49', '53', '72', '79', '85', '86'],
  H2c: ['09', '12', '24', '31', '32', '33', '40', '46', '47', '64', '65', '81', '82'],
  H2d: ['04', '07', '26', '48', '84'],
  H3: ['06', '11', '13', '2A', '2B', '30', '34', '66', '83'],
};

const ZONE_OF_DEPARTMENT = new Map<string, ClimateZone>(
  Object.entries(DEPARTMENTS_BY_ZONE).flatMap(([zone, departments]) =>
    departments.map((department) => [department, zone as ClimateZone]),
  ),
);

/** The climate zone of a département; null overseas or for a code that is none. */
export function climateZoneOfDepartment(department: string): ClimateZone | null {
  return ZONE_OF_DEPARTMENT.get(department) ?? null;
}

/** The climate zone of a postal code's département; null when unknown or ambiguous. */
export function climateZoneOfPostalCode(postalCode: string | null): ClimateZone | null {
  const code = postalCode?.trim().match(/^\d{5}/)?.[0];
  if (!code) return null;
  const zones = new Set(departmentsOfPostalCode(code).map(climateZoneOfDepartment));
  return zones.size === 1 ? [...zones][0] : null;
}

/** A climate zone given on the DPE must be its département's (422 otherwise). */
export function climateZoneErrors(given: ClimateZone | null, located: ClimateZone | null): FieldError[] {
  if (given === null || located === null || given === located) return [];
  return [
    {
      path: 'climate_zone',
      message: `climate_zone ${given} is not the zone of the dwelling's département, which is ${located}`,
      code: 'climate_zone_mismatch',
    },
  ];
}
