// POST /leases/{id}/notices: a congé received on an ACTIVE lease. The law decides its period and
// the lease's last day (core/lifecycle/notice-rules.ts); what it refuses is a 422 naming the rule.
// The notice and the move ACTIVE -> NOTICE are one transaction; the lease-lifecycle process then
// waits for the last day.
import { changeLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease } from '../leasing/lease.js';
import { type LeaseType } from '../leasing/lease-type.js';
import { requireMedia } from '../media/media-use-cases.js';
import type { Store } from '../ports/store.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { LifecycleDeps } from './deps.js';
import { isInZoneTendue } from '../compliance/zone-tendue/lease-zone-tendue.js';
import { leaseTypeOf, lessorOf, tenantOver65At } from './lease-facts.js';
import { LeaseNotice, LeaseNoticeDocument } from './lease-notice.js';
import { type BeneficiaryRelationship, type DeliveryMode } from '../../contract/vocabulary/lifecycle.js';
import { type LeaseParty } from '../../contract/vocabulary/leasing.js';
import { LANDLORD_REASONS, type NoticeReason } from '../../contract/vocabulary/lifecycle.js';
import {
  type NoticePeriod,
  isStudentLease,
  landlordMotiveErrors,
  landlordNoticeMonths,
  latestLandlordReceipt,
  protectedTenantErrors,
  tenantNoticePeriod,
} from './notice-rules.js';

export interface NewNotice {
  given_by: LeaseParty;
  reason?: NoticeReason;
  received_date: string;
  delivery_mode: DeliveryMode;
  /** A tenant may leave later than the period allows. */
  requested_end_date?: string | null;
  motive_details?: string | null;
  beneficiary_name?: string | null;
  beneficiary_relationship?: BeneficiaryRelationship | null;
  sale_price?: number | null;
  document_media_ids?: string[];
  tenant_resources_below_ceiling?: boolean | null;
  lessor_protected?: boolean;
  rehousing_offered?: boolean;
}

const fail = (path: string, message: string, code: string): FieldError => ({ path, message, code });

async function tenantPeriod(store: Store, lease: Lease, type: LeaseType, input: NewNotice, errors: FieldError[]) {
  const reason = input.reason ?? 'STANDARD';
  if ((LANDLORD_REASONS as readonly string[]).includes(reason))
    errors.push(fail('reason', `${reason} is a landlord's reason`, 'not_a_tenant_reason'));
  const period = tenantNoticePeriod({
    lease_type: type.code,
    start_date: lease.start_date,
    end_date: lease.end_date,
    reason,
    received: input.received_date,
    zone_tendue: type.code === 'HabitationVide' && (await isInZoneTendue(store, lease, input.received_date)),
    justified: (input.document_media_ids ?? []).length > 0,
  });
  const requested = input.requested_end_date ?? null;
  if (requested && compareDates(requested, period.end_date) < 0) {
    errors.push(
      fail(
        'requested_end_date',
        `the notice runs until ${period.end_date} at least (${period.months} months)`,
        'notice_too_short',
      ),
    );
  } else if (requested && type.code === 'MobiliteEtudiante' && compareDates(requested, lease.end_date) > 0) {
    errors.push(fail('requested_end_date', `a bail mobilité ends on ${lease.end_date} at the latest`, 'after_term'));
  }
  return { reason, period: { ...period, end_date: requested ?? period.end_date } };
}

async function landlordPeriod(store: Store, lease: Lease, type: LeaseType, input: NewNotice, errors: FieldError[]) {
  const rule = landlordNoticeMonths(type.code, isStudentLease(type.code, lease.start_date, lease.end_date));
  if (!rule) {
    errors.push(
      fail(
        'given_by',
        `a landlord cannot give notice on a ${type.code === 'MobiliteEtudiante' ? 'bail mobilité' : '9-month student lease'}: it ends at its term`,
        'no_landlord_notice',
      ),
    );
    return null;
  }
  const lessor = await lessorOf(store, lease);
  errors.push(
    ...landlordMotiveErrors({
      lease_type: type.code,
      residential: type.category === 'residential',
      reason: input.reason ?? 'STANDARD',
      motive_details: input.motive_details ?? null,
      beneficiary_name: input.beneficiary_name ?? null,
      beneficiary_relationship: input.beneficiary_relationship ?? null,
      sale_price: input.sale_price ?? null,
      lessor_is_company: lessor === 'legal_person',
    }),
  );
  const latest = latestLandlordReceipt(lease.end_date, rule.months);
  if (compareDates(input.received_date, latest) > 0) {
    errors.push(
      fail(
        'received_date',
        `a landlord's notice must be received ${rule.months} months before the term of ${lease.end_date}, by ${latest}`,
        'too_late',
      ),
    );
  }
  if (type.category === 'residential') {
    errors.push(
      ...protectedTenantErrors({
        tenant_over_65: await tenantOver65At(store, lease, lease.end_date),
        tenant_resources_below_ceiling: input.tenant_resources_below_ceiling ?? null,
        lessor_protected: input.lessor_protected ?? false,
        rehousing_offered: input.rehousing_offered ?? false,
      }),
    );
  }
  const period: NoticePeriod = {
    months: rule.months,
    end_date: lease.end_date,
    reduced: false,
    legal_reference: rule.legal_reference,
  };
  return { reason: input.reason!, period };
}

export async function giveNotice(
  store: Store,
  deps: LifecycleDeps,
  leaseId: string,
  input: NewNotice,
): Promise<LeaseNotice> {
  const lease = await store.repo(Lease).get(leaseId);
  if (lease.status !== 'ACTIVE') {
    throw new ConflictError(`Notice is given on an ACTIVE lease; lease ${leaseId} is ${lease.status}`, [], {
      lease_status: lease.status,
    });
  }
  const errors: FieldError[] = [];
  if (compareDates(input.received_date, toDateOnly(deps.clock.now())) > 0)
    errors.push(fail('received_date', `${input.received_date} is in the future`, 'future_date'));
  if (compareDates(input.received_date, lease.start_date) < 0)
    errors.push(fail('received_date', `before the lease starts (${lease.start_date})`, 'before_start'));
  const media = await requireMedia(store, input.document_media_ids ?? [], 'document_media_ids');
  media.forEach(
    (m, i) =>
      m.lease_id !== null &&
      m.lease_id !== leaseId &&
      errors.push(fail(`document_media_ids.${i}`, `media ${m.id} belongs to another lease`, 'foreign_media')),
  );
  const type = await leaseTypeOf(store, lease);
  const decided =
    input.given_by === 'TENANT'
      ? await tenantPeriod(store, lease, type, input, errors)
      : await landlordPeriod(store, lease, type, input, errors);
  if (errors.length > 0 || !decided) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);

  const notice = Object.assign(new LeaseNotice(), {
    lease_id: leaseId,
    given_by: input.given_by,
    reason: decided.reason,
    received_date: input.received_date,
    delivery_mode: input.delivery_mode,
    notice_months: decided.period.months,
    end_date: decided.period.end_date,
    reduced_notice: decided.period.reduced,
    zone_tendue:
      decided.period.reduced && type.code === 'HabitationVide' && (input.reason ?? 'STANDARD') === 'STANDARD',
    legal_reference: decided.period.legal_reference,
    motive_details: input.motive_details ?? null,
    beneficiary_name: input.beneficiary_name ?? null,
    beneficiary_relationship: input.beneficiary_relationship ?? null,
    sale_price: input.sale_price ?? null,
  });
  let recorded = false;
  await changeLeaseStatus(store, deps, leaseId, 'NOTICE', async (tx) => {
    tx.repo(LeaseNotice).persist(notice);
    await tx.flush();
    for (const m of media)
      tx.repo(LeaseNoticeDocument).persist(
        Object.assign(new LeaseNoticeDocument(), { notice_id: notice.id, media_id: m.id }),
      );
    recorded = true;
  });
  if (!recorded)
    throw new ConflictError(`Lease ${leaseId} received a notice meanwhile`, [], { lease_status: 'NOTICE' });
  return notice;
}
