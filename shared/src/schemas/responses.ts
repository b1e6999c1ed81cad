/**
 * What the API answers, as zod schemas: the one source of the response types the server returns
 * and the web app reads (their TypeScript types are `z.output` of these, or are checked equal to
 * them below), of the responses the OpenAPI document publishes (GET /api/openapi.json), and of the
 * contract check that holds every integration-test answer to that document. A field renamed here
 * renames it everywhere; a field renamed only in a service fails tsc.
 *
 * Only types of this module reach the web bundle (`import type`), so the browser carries none of
 * these schemas.
 */
import './zod-config';
import * as z from 'zod/mini';
import {
  ALERT_HISTORY_STATES,
  DELIVERY_OUTCOMES,
  DELIVERY_STATES,
  SUPPRESSION_REASONS,
} from '../alert-states';
import { DASHBOARD_PROJECT_FIELDS } from '../dashboard-fields';
import type { ComputedDeadline, DeadlineNote, PendingDeadline, ProjectSummary } from '../deadlines/types';
import { ALERT_KEYS, DEADLINE_TYPES } from '../deadlines/types';
import type { CompanyProfile, PreparedDocument } from '../documents/document-contract';
import { DOCUMENT_BLOCK_KINDS, DOCUMENT_KINDS } from '../documents/document-contract';
import type { Project, User } from '../domain';
import {
  ALERT_SLOTS,
  alertEmailField,
  alertPhoneConsentField,
  alertPhoneField,
  DOCUMENT_FACT_FIELDS,
  FLORIDA_TIME_ZONES,
  LIENOR_ROLES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  RECURRING_INTERVALS,
} from '../domain';
import { TIERS } from '../plans';
import { ACTIVITY_ACTIONS } from '../project-activity';
import { SERVICE_METHODS, type ServiceProof } from '../service-proof';
import { CONSENT_ACTIONS, CONSENT_SOURCES, SMS_PROGRAM_TYPES } from '../sms-consent';
import { INVITED_ROLES, TEAM_ROLES } from '../team';

/** `YYYY-MM-DD`, a Florida calendar day. */
const localDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const localDateOrBlank = z.union([localDate, z.literal('')]);
/** A UTC ISO 8601 instant. */
const instant = z.string();

const booleanFields = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodMiniBoolean>;
const stringFields = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodMiniString>;

/** docs/architecture.md section 6: every refusal, with the extra fields some refusals add. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
  /** 403 at the plan's project limit: the web app shows the spec's 'Upgrade Required' toast. */
  upgradeRequired: z.optional(z.literal(true)),
  projectLimit: z.optional(z.number()),
  /** 503 from the consent log while no admin credentials are configured. */
  notConfigured: z.optional(z.literal(true)),
});

/** `{ message }`: a done thing said in words (signed out, project deleted, reset link valid ...). */
export const messageSchema = z.object({ message: z.string() });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  subscriptionStatus: z.enum(TIERS),
  role: z.enum(TEAM_ROLES),
  /** A new sign-in email waiting for its link to be opened (POST /api/account/email). */
  pendingEmail: z.optional(z.string()),
  /** This session is the person's first sign-in (registering or joining a team): the app welcomes, not "welcome back". */
  firstSignIn: z.optional(z.literal(true)),
});

export const projectRecordSchema = z.object({
  id: z.string(),
  createdAt: instant,
  updatedAt: instant,
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  address: z.string(),
  projectStatus: z.enum(PROJECT_STATUSES),
  generalContractor: z.string(),
  contractorPhone: z.string(),
  contractorEmail: z.string(),
  propertyOwner: z.string(),
  ownerContact: z.string(),
  firstFurnishingDate: localDate,
  lastFurnishingDate: localDateOrBlank,
  role: z.enum(LIENOR_ROLES),
  paymentBond: z.boolean(),
  lienRecordedDate: localDateOrBlank,
  lienRecordingReference: z.string(),
  contestServedDate: localDateOrBlank,
  showCauseServedDate: localDateOrBlank,
  bondContestServedDate: localDateOrBlank,
  swornStatementDemandDate: localDateOrBlank,
  terminationDate: localDateOrBlank,
  nocRecordedDate: localDateOrBlank,
  nocExpirationDate: localDateOrBlank,
  recurringAlertsInterval: z.enum(RECURRING_INTERVALS),
  recurringAlertsStartDate: localDateOrBlank,
  recurringAlertsEndDate: localDateOrBlank,
  timeZone: z.enum(FLORIDA_TIME_ZONES),
  emailAlerts: z.boolean(),
  smsAlerts: z.boolean(),
  textAccountPhone: z.boolean(),
  noticeToOwnerAlerts: z.boolean(),
  ...stringFields(ALERT_SLOTS.map(alertEmailField)),
  ...stringFields(ALERT_SLOTS.map(alertPhoneField)),
  ...booleanFields(ALERT_SLOTS.map(alertPhoneConsentField)),
  /** What the statutory documents are filled from, '' when not entered. */
  ...stringFields(DOCUMENT_FACT_FIELDS),
});

export const projectListSchema = z.array(projectRecordSchema);

const projectSummarySchema = z.pick(projectRecordSchema, {
  id: true,
  name: true,
  type: true,
  firstFurnishingDate: true,
  recurringAlertsInterval: true,
  recurringAlertsStartDate: true,
  recurringAlertsEndDate: true,
});

const statutoryDaySchema = z.object({
  dueDate: localDate,
  legalLastDay: localDate,
  legalLastDayReason: z.nullable(z.string()),
});

const computedDeadlineSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  type: z.enum(DEADLINE_TYPES),
  title: z.string(),
  ...statutoryDaySchema.shape,
  description: z.string(),
  summary: z.string(),
  statute: z.nullable(z.string()),
  statuteUrl: z.nullable(z.string()),
  alertsEnabled: z.boolean(),
  mailBy: z.optional(statutoryDaySchema),
  earliestDate: z.optional(localDate),
  metOn: z.optional(localDate),
});

/** How a done deadline was met, when the done mark recorded it (service-proof.ts). */
const serviceProofRecordSchema = z.object({
  servedOn: localDate,
  method: z.enum(SERVICE_METHODS),
  servedTo: z.string(),
  reference: z.string(),
});

export const deadlineViewSchema = z.extend(z.omit(computedDeadlineSchema, { projectId: true }), {
  isCompleted: z.boolean(),
  serviceProof: z.optional(serviceProofRecordSchema),
  project: projectSummarySchema,
});

const pendingDeadlineSchema = z.object({
  type: z.enum(DEADLINE_TYPES),
  title: z.string(),
  reason: z.string(),
});
const deadlineNoteSchema = z.object({
  kind: z.enum(['choose_role', 'no_statutory_deadline']),
  text: z.string(),
});

/**
 * POST /api/projects and PUT /api/projects/{id}: the project as saved and its revision. A save
 * answers no deadline (the app reads them with GET when it shows them), so the functions that save
 * carry the deadlines' names only, not their descriptions (docs/decisions/006).
 */
export const projectSavedSchema = z.object({
  project: projectRecordSchema,
  /** Send it back with a save or a done mark (body `revision` or `If-Match`): an older one is refused. */
  revision: z.int(),
});

/** GET of a project and the PATCH of a done mark: the project with every deadline, described. */
export const projectResponseSchema = z.extend(projectSavedSchema, {
  deadlines: z.array(deadlineViewSchema),
  pendingDeadlines: z.array(pendingDeadlineSchema),
  notes: z.array(deadlineNoteSchema),
});

/**
 * GET, POST and DELETE /api/deadline-done/{token}: the one deadline an alert email's "Mark as done"
 * link opens, as its page shows it (with no session: only what the email already said), and the
 * project it belongs to.
 */
export const deadlineDoneResponseSchema = z.object({
  project: z.pick(projectRecordSchema, { id: true, name: true, address: true, timeZone: true }),
  deadline: z.omit(deadlineViewSchema, { project: true }),
});

type DashboardField = (typeof DASHBOARD_PROJECT_FIELDS)[number];
const dashboardProjectSchema = z.pick(
  projectRecordSchema,
  Object.fromEntries(DASHBOARD_PROJECT_FIELDS.map((field) => [field, true])) as Record<DashboardField, true>,
);

const dashboardDeadlineSchema = z.object({
  id: z.string(),
  type: z.enum(DEADLINE_TYPES),
  dueDate: localDate,
  projectId: z.string(),
  followingReminders: z.optional(z.number()),
});

export const dashboardResponseSchema = z.object({
  projects: z.array(dashboardProjectSchema),
  upcomingDeadlines: z.array(dashboardDeadlineSchema),
  urgentDeadlines: z.number(),
  /** Statutory deadlines past their legal last day and not marked done: listed, and counted here. */
  overdueDeadlines: z.number(),
  lastAlertSentAt: z.nullable(instant),
  /** The account's own address is on its suppression list (it bounced, or was marked as spam): alerts no longer reach it. */
  accountEmailSuppressed: z.nullable(z.object({ reason: z.enum(SUPPRESSION_REASONS), at: instant })),
  /** The signed-in person has a live calendar feed (its link is shown once, when made). */
  calendarFeed: z.boolean(),
});

const alertHistoryMessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  state: z.enum(DELIVERY_STATES),
  at: z.nullable(instant),
  reason: z.nullable(z.string()),
  /** What the provider reported after taking it; null while it has said nothing. */
  outcome: z.nullable(z.enum(DELIVERY_OUTCOMES)),
  outcomeAt: z.nullable(instant),
  /** The bounce's diagnostic or the carrier's error code. */
  outcomeDetail: z.nullable(z.string()),
});

/** An address or number the project lists that the account no longer sends alerts to, and why. */
const suppressedRecipientSchema = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  at: instant,
});

const alertHistoryEntrySchema = z.object({
  deadlineId: z.string(),
  deadlineType: z.enum(DEADLINE_TYPES),
  dueDate: localDate,
  alertKey: z.enum(ALERT_KEYS),
  state: z.enum(ALERT_HISTORY_STATES),
  scheduledFor: instant,
  sentAt: z.nullable(instant),
  reason: z.nullable(z.string()),
  messages: z.array(alertHistoryMessageSchema),
});

export const alertHistoryResponseSchema = z.object({
  alerts: z.array(alertHistoryEntrySchema),
  suppressedRecipients: z.array(suppressedRecipientSchema),
  /**
   * The project's alert addresses whose person was removed from the team, and when: alerts still go
   * there, but the Mark-as-done links sent before no longer work.
   */
  removedFromTeam: z.array(z.object({ recipient: z.string(), removedAt: instant })),
});

/**
 * GET /api/projects/{id}/activity (shared/src/project-activity.ts): newest first; `cursor` reads the
 * next page, null on the last.
 */
export const projectActivityResponseSchema = z.object({
  items: z.array(
    z.object({
      at: instant,
      actor: z.union([z.object({ userId: z.string(), name: z.string() }), z.object({ email: z.string() })]),
      action: z.enum(ACTIVITY_ACTIONS),
      summary: z.string(),
    }),
  ),
  cursor: z.nullable(z.string()),
});

/** GET and PUT /api/company-profile: who signs the statutory forms ('' where not entered). */
export const companyProfileResponseSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  signerName: z.string(),
  signerTitle: z.string(),
  preparedBy: z.string(),
});

const serviceSchema = z.object({
  party: z.enum(['owner', 'contractor', 'customer', 'surety', 'lender', 'clerk']),
  name: z.string(),
  address: z.string(),
});

/**
 * GET /api/projects/{id}/documents/{kind}: the statute's text with the project's facts in place, the
 * facts missing by field name, and how to serve it (s. 713.18).
 */
export const preparedDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  statute: z.string(),
  statuteUrl: z.string(),
  text: z.string(),
  blocks: z.array(z.object({ kind: z.enum(DOCUMENT_BLOCK_KINDS), text: z.string() })),
  forRecording: z.boolean(),
  missing: z.array(z.string()),
  serving: z.object({
    serveOn: z.array(serviceSchema),
    methods: z.array(z.string()),
    notes: z.array(z.string()),
  }),
});

export const calendarFeedResponseSchema = z.object({ url: z.string() });

/** POST /api/account/email (202): where the link went, until when it works. */
export const emailChangePendingSchema = z.object({
  message: z.string(),
  pendingEmail: z.string(),
  expiresAt: instant,
});

/** POST /api/account/email/verify: the sign-in email from now on. */
export const emailChangedSchema = z.object({ message: z.string(), email: z.string() });

export const healthSchema = z.object({ status: z.literal('ok') });

// Diagnostics (docs/product.md section 3, "Diagnostic shapes"): flags and public URLs, never a secret.
export const twilioWebhookStatusSchema = z.object({
  configured: z.boolean(),
  accountSid: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  webhookUrls: z.object({
    smsReply: z.string(),
    smsStatus: z.nullable(z.string()),
    voice: z.nullable(z.string()),
  }),
  setupInstructions: z.array(z.string()),
});

export const emailConfigStatusSchema = z.object({
  configured: z.boolean(),
  host: z.boolean(),
  port: z.boolean(),
  user: z.boolean(),
  pass: z.boolean(),
  details: z.record(z.string(), z.string()),
});

export const emailConnectionTestSchema = z.object({
  success: z.boolean(),
  details: z.record(z.string(), z.string()),
  error: z.nullable(z.string()),
});

export const testSmsResultSchema = z.object({ success: z.boolean(), message: z.string() });
export const testEmailResultSchema = z.object({
  email: z.string(),
  success: z.boolean(),
  message: z.string(),
});
export const generatedResetTokenSchema = z.object({
  token: z.string(),
  userEmail: z.string(),
  message: z.string(),
});

// Plans and payments.
export const subscriptionResponseSchema = z.object({
  status: z.enum(['active', 'incomplete', 'pending']),
  currentPlan: z.enum(TIERS),
  clientSecret: z.nullable(z.string()),
  publishableKey: z.nullable(z.string()),
});

export const cancelSubscriptionResponseSchema = z.object({ message: z.string(), currentPeriodEnd: instant });

/** What POST /api/stripe/webhook did with an event (services/billing/handle-billing-event.ts). */
export const BILLING_EVENT_OUTCOMES = [
  'applied',
  'stale',
  'repeated',
  'ignored',
  'unknown-customer',
  'unknown-subscription',
] as const;
export const billingEventReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(BILLING_EVENT_OUTCOMES),
});

const stripePriceSummarySchema = z.object({
  id: z.string(),
  amount: z.nullable(z.number()),
  currency: z.string(),
  interval: z.nullable(z.string()),
});

export const stripeTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  prices: z.object({
    silver: z.nullable(stripePriceSummarySchema),
    gold: z.nullable(stripePriceSummarySchema),
  }),
  details: z.object({ silverPriceId: z.boolean(), goldPriceId: z.boolean() }),
});

export const stripeConfigStatusSchema = z.object({
  allConfigured: z.boolean(),
  secretKey: z.boolean(),
  publishableKey: z.boolean(),
  webhookSecret: z.boolean(),
  silverPriceId: z.boolean(),
  goldPriceId: z.boolean(),
  webhookUrl: z.string(),
});

export const stripeApiTestResponseSchema = z.object({ success: z.boolean(), details: z.string() });
export const stripePriceTestResponseSchema = z.object({
  success: z.boolean(),
  silverValid: z.boolean(),
  goldValid: z.boolean(),
});
export const stripeWebhookStatusSchema = z.object({ webhookConfigured: z.boolean(), webhookUrl: z.string() });

// The SMS program.
export const smsConfigSchema = z.object({
  consentText: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  proofBits: z.number().check(z.int(), z.minimum(0)),
  /** A new challenge each time, for one opt-in's proof of work within 10 minutes (opt-in-proof.ts). */
  proofChallenge: z.string(),
});
export const smsOptInResultSchema = z.object({
  success: z.boolean(),
  smsSent: z.boolean(),
  message: z.string(),
});

const smsConsentRecordSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  phone: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  timestamp: instant,
  programType: z.enum(SMS_PROGRAM_TYPES),
  frequency: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  consentText: z.string(),
  action: z.enum(CONSENT_ACTIONS),
  source: z.enum(CONSENT_SOURCES),
});

export const smsConsentPageSchema = z.object({
  consents: z.array(smsConsentRecordSchema),
  nextCursor: z.nullable(z.string()),
});

/** An invitation still open: who, as what, and until when its link works. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  expiresAt: instant,
});

/** POST /api/team/invitations: 201. */
export const invitationResponseSchema = z.object({ invitation: invitationSchema });

export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(TEAM_ROLES),
});

/** GET /api/team: the people in the account, the owner first, and the invitations still open. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.output<typeof teamSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;
export type Invitation = z.output<typeof invitationSchema>;
export type InvitationResponse = z.output<typeof invitationResponseSchema>;

/**
 * POST /api/projects/import: each row of the file by its spreadsheet row number (the header is row
 * 1), what it is (`ok`: created, or to be on a dry run; `error`; `duplicate` of a project the account
 * has or of a row above) and why, with the project as read from it: the form's fields for an `ok` or
 * `duplicate` row (and the created project's `id`), the row's cells by field for an `error` row.
 * An error's `field` is the API's field name, '' for the row as a whole (the plan's project limit).
 */
export const projectImportRowSchema = z.object({
  row: z.int(),
  status: z.enum(['ok', 'error', 'duplicate']),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  project: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
export const projectImportResultSchema = z.object({
  rows: z.array(projectImportRowSchema),
  summary: z.object({ ok: z.int(), error: z.int(), duplicate: z.int() }),
});
export type ProjectImportRow = z.output<typeof projectImportRowSchema>;
export type ProjectImportResult = z.output<typeof projectImportResultSchema>;

/** A deadline in the account export: its dates and what was done about it, no description. */
const exportedDeadlineSchema = z.object({
  id: z.string(),
  type: z.enum(DEADLINE_TYPES),
  title: z.string(),
  ...statutoryDaySchema.shape,
  statute: z.nullable(z.string()),
  isCompleted: z.boolean(),
  metOn: z.optional(localDate),
  serviceProof: z.optional(serviceProofRecordSchema),
});

/**
 * GET /api/export/account.json (the owner's): everything the account holds, to keep or take
 * elsewhere. No password hash, session, token or secret: the calendar feeds say only whether one
 * is live and since when.
 */
export const accountExportSchema = z.object({
  exportedAt: instant,
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    plan: z.enum(TIERS),
    subscriptionState: z.nullable(z.string()),
    createdAt: instant,
    projectCount: z.int(),
    memberCount: z.int(),
  }),
  companyProfile: z.nullable(companyProfileResponseSchema),
  projects: z.array(
    z.object({
      project: projectRecordSchema,
      deadlines: z.array(exportedDeadlineSchema),
      alertHistory: alertHistoryResponseSchema,
    }),
  ),
  team: teamSchema,
  calendarFeeds: z.array(
    z.object({ userId: z.string(), email: z.string(), live: z.boolean(), since: z.nullable(instant) }),
  ),
  smsConsents: z.array(smsConsentRecordSchema),
});
export type AccountExport = z.output<typeof accountExportSchema>;

/**
 * The domain records stay interfaces (the engine and the stores build them field by field); these
 * lines fail tsc the moment one of them and its schema above disagree on a field, either way.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agree<T extends true> = T;
export type DomainRecordsAgreeWithTheirSchemas = [
  Agree<Same<z.output<typeof userSchema>, User>>,
  Agree<Same<z.output<typeof projectRecordSchema>, Project>>,
  Agree<Same<z.output<typeof projectSummarySchema>, ProjectSummary>>,
  Agree<Same<z.output<typeof computedDeadlineSchema>, ComputedDeadline>>,
  Agree<Same<z.output<typeof pendingDeadlineSchema>, PendingDeadline>>,
  Agree<Same<z.output<typeof deadlineNoteSchema>, DeadlineNote>>,
  Agree<Same<z.output<typeof serviceProofRecordSchema>, ServiceProof>>,
  Agree<Same<z.output<typeof companyProfileResponseSchema>, CompanyProfile>>,
  Agree<Same<z.output<typeof preparedDocumentSchema>, PreparedDocument>>,
];
