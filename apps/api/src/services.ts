// The application services, composed once per process and handed to GraphQL and HTTP routes.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db, DbOrTx } from './db/database.ts';
import { businessToday, type Clock } from './shared/clock.ts';
import type { AddressProvider } from './modules/addresses/address-provider.ts';
import { createAddressProvider } from './modules/addresses/create-address-provider.ts';
import { checkAddress, createAddressesService } from './modules/addresses/addresses.service.ts';
import { createDiskStorage } from './modules/uploads/disk-storage.ts';
import { createS3Storage } from './modules/uploads/s3-storage.ts';
import { createUploadSigner } from './modules/uploads/signing.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import type { ConfiguredBlobStorage } from './modules/uploads/blob-storage.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createPasswordHasher, type PasswordHasher } from './modules/accounts/passwords.ts';
import { createPhoneVerificationService } from './modules/accounts/phone-verification.service.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { createLoginTokens } from './modules/auth/login-tokens.ts';
import { createOAuthService } from './modules/auth/oauth.service.ts';
import { createSessions } from './modules/auth/sessions.ts';
import { createInitialDataService } from './modules/initial-data/initial-data.service.ts';
import { createMembershipsService } from './modules/memberships/memberships.service.ts';
import { createBeneficiariesService } from './modules/beneficiaries/beneficiaries.service.ts';
import { createBeneficiaryChangesService } from './modules/beneficiaries/beneficiary-changes.service.ts';
import { createDisclosuresService } from './modules/disclosures/disclosures.service.ts';
import { createHelpCenterService } from './modules/help-center/help-center.service.ts';
import { assistantContext } from './modules/assistant/assistant-context.ts';
import { createAssistantService } from './modules/assistant/assistant.service.ts';
import { createAgentConsoleService } from './modules/support-chat/agent-console.service.ts';
import { createMessageSignal } from './modules/support-chat/message-signal.ts';
import { createSupportChatService } from './modules/support-chat/support-chat.service.ts';
import { createMaintenanceService } from './modules/maintenance/maintenance.service.ts';
import { createMessenger } from './modules/messaging/messaging.service.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createTranslationsService } from './modules/translations/translations.service.ts';
import { createTriviaService } from './modules/trivia/trivia.service.ts';
import { createDocumentLinks } from './modules/documents/document-links.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createAcknowledgementsService } from './modules/acknowledgements/acknowledgements.service.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createEligibilityService } from './modules/eligibility/eligibility.service.ts';
import type { FlowRegistry } from './modules/flows/flow-registry.ts';
import { createFlowSessionsService } from './modules/flows/flow-sessions.service.ts';
import { createGroupMutationsService } from './modules/flows/group-mutations.service.ts';
import { createResponsesService } from './modules/flows/responses.service.ts';
import type { SensitiveData } from './modules/sensitive-data/sensitive-data.service.ts';
import type { AppJobQueue } from './modules/jobs/app-job-queue.ts';
import { createEstimatesService } from './modules/estimates/estimates.service.ts';
import { createFlowAnswersService } from './modules/flows/flow-answers.service.ts';
import { runDataBackfillOnce } from './modules/data-backfills/data-backfills.service.ts';
import { loadFiledRates, type RateCatalogue } from './modules/pricing/rate-catalogue.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { createWyshesService } from './modules/wyshes/wyshes.service.ts';
import type { CoveragePort } from './modules/wyshes/wyshes.types.ts';
import { createAnalyticsSink, type AnalyticsSink } from './modules/analytics/analytics-sink.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { openMarketingProviders } from './modules/marketing/configured-marketing.ts';
import { createMarketingService } from './modules/marketing/marketing.service.ts';
import type { Attribution, MarketingMessaging } from './modules/marketing/marketing.types.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import type { DashboardSources } from './modules/dashboard/dashboard.types.ts';
import {
  createEvidenceProviders,
  type EvidenceProviders,
} from './modules/underwriting/evidence-providers.ts';
import { createUnderwritingService } from './modules/underwriting/underwriting.service.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { createUnderwritingCasesService } from './modules/underwriting/underwriting-cases.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createRolesService, requireRole, seedSandboxStaff } from './modules/roles/roles.service.ts';
import type { CardProvider } from './modules/payments/card-provider.ts';
import { createBillingService } from './modules/payments/billing.service.ts';
import { createBillingPageService } from './modules/payments/billing-page.service.ts';
import { createReceiptsService } from './modules/payments/receipts.service.ts';
import { createDunningService } from './modules/payments/dunning.service.ts';
import { createCollectionService } from './modules/payments/collection.service.ts';
import { createProviderEventsService } from './modules/payments/provider-events.service.ts';
import { createPurchaseService } from './modules/purchase/purchase.service.ts';
import { createPaymentMethodsService } from './modules/payments/payment-methods.service.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import type { LedgerPort } from './modules/payments/payments.ports.ts';
import { createPoliciesService } from './modules/policies/policies.service.ts';
import { createLapsedPoliciesService } from './modules/policies/lapsed-policies.service.ts';
import { createPolicyBookService } from './modules/policies/policy-book.service.ts';
import { createPremiumFiguresService } from './modules/payments/premium-figures.service.ts';
import { createCaseQueueFiguresService } from './modules/underwriting/case-queue-figures.service.ts';
import { createOperationsService } from './modules/operations/operations.service.ts';
import { createCancellationsService } from './modules/policies/cancellations.service.ts';
import { createPremiumReturnsService } from './modules/payments/premium-returns.service.ts';
import { createDataExportsService } from './modules/data-exports/data-exports.service.ts';

import { createCoverChangesService } from './modules/policies/cover-changes.service.ts';
import { createOpenChangeRequests } from './modules/policies/open-change-requests.service.ts';
import {
  createCoverIncreasesService,
  type CoverIncreaseUnderwritingPort,
} from './modules/policies/cover-increases.service.ts';
import { createTermExtensionsService } from './modules/policies/term-extensions.service.ts';
import { createReinstatementsService } from './modules/reinstatements/reinstatements.service.ts';
import { createEndorsementsService } from './modules/endorsements/endorsements.service.ts';
import { purchaseDocuments } from '@wysh/domain/policies/purchase-documents';
import { createPolicyIssuedHandler } from './modules/policies/policy-issued.ts';
import {
  coverChangedEmail,
  firstPremiumFailedEmail,
  graceNoticeEmail,
  paymentFailedEmail,
  paymentReminderEmail,
  policyIssuedEmail,
  policyLapsedEmail,
  policyReinstatedEmail,
  policyCancelledEmail,
  premiumReceiptEmail,
} from './modules/messaging/messaging.service.ts';
import { formatShortDate } from '@wysh/domain/dates';
import { displayName } from '@wysh/domain/person-name';
import { formatUsPhone } from '@wysh/domain/phone';
import type { ConfiguredCardProvider } from './modules/payments/configured-card-provider.ts';
import type { BankLinkProvider } from './modules/bank-link/bank-link-provider.ts';
import type { ConfiguredBankLinkProvider } from './modules/bank-link/configured-bank-link-provider.ts';
import { createBankLinkService } from './modules/bank-link/bank-link.service.ts';
import type { ErrorReporter } from './modules/error-reports/error-reporter.ts';
import type { ConfiguredErrorReporting } from './modules/error-reports/configured-error-reporting.ts';

export type Ports = {
  addresses: AddressProvider;
  /** The filed rate versions (tests hold their own catalogue to file a new version). */
  rates: RateCatalogue;
  /** A person's cover for the Wyshes summary (by default their latest estimate's; a policy's once issued). */
  coverage: CoveragePort;
  analytics: AnalyticsSink;
  /** The messaging service (home_view and page views of signed-in users, by id). */
  messaging: MarketingMessaging;
  /** The deep-link attribution service (COMPLETE_REGISTRATION, PURCHASE, VIEW_ITEM once per user). */
  attribution: Attribution;
  /** What the home dashboard reads from other modules (tests inject their own). */
  dashboard: Partial<DashboardSources>;
  /** Identity, prescriptions, MIB and motor-vehicle records for underwriting. */
  evidence: EvidenceProviders;
  /** Customers, saved cards, charges and refunds (the sandbox card provider, or the real one in live mode). */
  cards: CardProvider;
  /** Link tokens, public token exchange, Items and accounts (the sandbox bank-link provider, or the real one). */
  bankLink: BankLinkProvider;
  /** Unexpected server errors (the sandbox's or the real service's, by ERROR_REPORTING_DSN). */
  errors: ErrorReporter;
};

export function createServices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** The job queue: services enqueue in their transactions and register the handlers of their jobs. */
  jobs: AppJobQueue;
  signingKey: Uint8Array;
  /** Adapters to use instead of the configured ones (tests of live mode, which has no live adapters yet). */
  ports?: Partial<Ports>;
  sensitiveData: SensitiveData;
  flowRegistry: FlowRegistry;
  /** Instead of the configured argon2id hasher (tests count its work). */
  passwordHasher?: PasswordHasher;
  /** The card provider this process talks to, and what the browser's card field needs (compose.ts opens it). */
  cardProvider: ConfiguredCardProvider;
  /** The bank-link provider this process talks to, and what the browser's Link needs (compose.ts opens it). */
  bankLinkProvider: ConfiguredBankLinkProvider;
  /** Where error reports go, the server's and the browser's (compose.ts opens it). */
  errorReporting: ConfiguredErrorReporting;
}) {
  const { db, config, clock, logger, jobs, sensitiveData, flowRegistry: registry } = deps;
  const accessTokens = createAccessTokens({
    key: deps.signingKey,
    issuer: config.appUrl,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    clock,
  });
  const sessions = createSessions({ accessTokens, clock });
  const passwords =
    deps.passwordHasher ??
    createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB, passes: config.ARGON2_PASSES });
  const messenger = createMessenger({
    db,
    clock,
    providers: config.PROVIDERS,
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    jobs,
    logger,
  });
  const loginTokens = createLoginTokens({ db, config, clock, sessions, messenger, logger });
  const memberships = createMembershipsService({ db, clock });
  const reference = createReferenceService(db, config, {
    cardProvider: deps.cardProvider.settings,
    bankLink: deps.bankLinkProvider.settings,
    errorReporting: deps.errorReporting.settings,
  });
  const cards = deps.ports?.cards ?? deps.cardProvider.provider;
  const accounts = createAccountsService({
    db,
    config,
    clock,
    sessions,
    passwords,
    messenger,
    memberships,
    // Read when someone closes their account, long after every service below is made.
    closing: {
      factsOf: async (tx, userId) => ({
        policies: await policies.statusesOfUser(tx, userId),
        paymentsInFlight: await billing.inFlightCountOfUser(tx, userId),
      }),
    },
    logger,
  });
  const profile = createProfileService({ db, clock, accounts, sensitive: sensitiveData });
  const addressProvider = deps.ports?.addresses ?? createAddressProvider(config.PROVIDERS);
  const addresses = createAddressesService({
    db,
    clock,
    logger,
    provider: addressProvider,
    lookupsPerMinute: config.ADDRESS_LOOKUPS_PER_MINUTE,
  });
  const uploadSigner = createUploadSigner(deps.signingKey);
  const uploadStorage: ConfiguredBlobStorage = config.s3
    ? createS3Storage(config.s3, { now: () => clock.now() })
    : createDiskStorage({ dir: config.uploadsDir, urlSignature: uploadSigner.urlSignature });
  const beneficiaries = createBeneficiariesService({
    db,
    clock,
    memberships,
    sensitive: sensitiveData,
    verifyAddress: (address) => checkAddress(addressProvider, logger, address),
  });
  const documents = createDocumentsService({
    db,
    clock,
    profile,
    links: createDocumentLinks(deps.signingKey),
    supportPhone: config.SUPPORT_PHONE,
  });
  const acknowledgements = createAcknowledgementsService({ db, clock, memberships, documents });
  const phoneVerification = createPhoneVerificationService({
    db,
    config,
    clock,
    sessions,
    messenger,
    logger,
    memberships,
  });
  const uploads = createUploadsService({
    db,
    clock,
    logger,
    storage: uploadStorage,
    signer: uploadSigner,
    uploadsPerHour: config.UPLOADS_PER_HOUR,
  });
  const pricing = createPricingService({ rates: deps.ports?.rates ?? loadFiledRates() });
  const flowAnswers = createFlowAnswersService({ db, registry, sensitive: sensitiveData });
  const maintenance = createMaintenanceService(db, clock);
  const estimates = createEstimatesService({
    db,
    clock,
    pricing,
    profile,
    memberships,
    flowAnswers,
    // Estimates and Wyshes read each other (the share of the wysh total a cover pays for): each is handed the
    // other's function, called only once both exist.
    wyshTotals: { totalFor: (userId) => wyshes.totalFor(userId) },
  });
  const analyticsSink = deps.ports?.analytics ?? createAnalyticsSink(config.PROVIDERS, db);
  const marketing = createMarketingService({
    db,
    clock,
    logger,
    ...openMarketingProviders(config, {
      messaging: deps.ports?.messaging,
      attribution: deps.ports?.attribution,
    }),
  });
  const analytics = createAnalyticsService({
    sink: analyticsSink,
    clock,
    logger,
    forward: (events) => marketing.forward(events),
  });
  const dashboardSources: DashboardSources = {
    // Estimates price term life only (today's estimate-form).
    latestEstimate: async (userId) => {
      const amount = await estimates.coverFor(userId);
      return amount === null ? null : { amount, productSlug: 'wysh-term-life' };
    },
    wyshAllocations: async (_userId, viewer) => {
      const active = await wyshes.wyshAllocations(viewer, 'active');
      return {
        allocations: active.map(({ id, name, amount }) => ({ id, name, amount })),
        activeCount: active.length,
      };
    },
    // The policy in force or the one that lapsed: the policyholder home says which (a lapsed one bills nothing).
    activePolicy: async (_userId, viewer) => {
      const policy = await policies.currentPolicy(viewer);
      return policy
        ? {
            productSlug: policy.productSlug,
            insuranceApplicationId: policy.insuranceApplicationId,
            amount: policy.amount,
            nextPaymentDate: policy.accountsProduct.nextPayment?.date ?? null,
            status: policy.status,
            lapsesAt: policy.lapsesAt,
            id: policy.id,
            hasPendingUpdate: policy.pendingUpdate !== null,
            increaseOffered: (await coverIncreases.increaseOf(viewer, policy.id))?.status === 'offered',
            extensionOffered:
              (await termExtensions.extensionOf(viewer, policy.id))?.request?.status === 'offered',
          }
        : null;
    },
    // The term quote and the accidental-death offering alike: either makes the card's quote state.
    productOfferings: async (_userId, viewer) => {
      const [quote, offerings] = await Promise.all([
        quotes.pendingQuote(viewer),
        quotes.productsOfferings(viewer),
      ]);
      return [...(quote ? [quote] : []), ...offerings].map((offer) => ({
        productSlug: offer.productSlug,
        amount: offer.amount,
        status: offer.status,
        expiresAt: offer.expiresAt,
        effectiveUntil: offer.expiresAt,
      }));
    },
    latestApplication: async (_userId, viewer) => {
      const application = await underwriting.latestInsuranceApplication(viewer);
      return application ? { result: application.result } : null;
    },
    pendingPolicyChange: (_userId, viewer) => beneficiaryChanges.hasPendingChange(viewer),
    openManualReview: async (_userId, viewer) =>
      (await underwritingCases.casesOf(viewer)).some((found) => found.result === 'pending'),
    newestQuote: async (_userId, viewer) => {
      const quote = await quotes.pendingQuote(viewer);
      return quote ? { status: quote.status, insuranceApplicationId: quote.insuranceApplicationId } : null;
    },
    ...deps.ports?.dashboard,
  };
  // The handlers of the jobs of job-catalogue.ts (run where a worker runs: npm start, npm run worker).
  jobs.work('messaging.deliver-email', messenger.deliverEmail);
  jobs.work('uploads.remove-abandoned', async () => {
    await uploads.removeAbandoned();
  });
  const wyshes = createWyshesService({
    db,
    clock,
    // The cover of the policy in force, else the estimate's (what the user would buy).
    coverage: deps.ports?.coverage ?? {
      coverFor: async (userId) => (await policies.coverOf(userId)) ?? estimates.coverFor(userId),
    },
    // bank-link is made further down; the port is only called once the app serves requests.
    monitoring: {
      eligible: (userId) => memberships.eligibleForMonitoring(userId),
      loanBalance: (userId, plaidAccountId) => bankLink.loanBalance(userId, plaidAccountId),
      linkedLoans: (plaidAccountIds) => bankLink.linkedLoans(plaidAccountIds),
    },
  });
  jobs.work('wyshes.refresh-monitored', async () => {
    const refreshed = await wyshes.refreshMonitored();
    logger.info({ event: 'monitored_wyshes_refreshed', ...refreshed }, 'Monitored wyshes refreshed');
  });
  // Underwriting and quotes read each other (a decision is priced as it is stored; a quote shows the reasons for
  // its class): each is handed the other's function, called only once both exist.
  const underwriting = createUnderwritingService({
    db,
    clock,
    logger,
    memberships,
    flowAnswers,
    evidence: deps.ports?.evidence ?? createEvidenceProviders(config.PROVIDERS),
    applicant: (userId) => profile.applicantProfile(userId),
    taxIdOf: (userId) => profile.taxIdOf(userId),
    sensitive: sensitiveData,
    latestChoiceOf: (userId) => estimates.latestChoiceOf(userId),
    online: () => maintenance.online('underwriting'),
    offers: { createFor: (tx, application) => quotes.createFor(tx, application) },
    afterDecision: (tx, application) => underwritingCases.onDecided(tx, application),
    // Applying while a reinstatement is under way is refused (001 §4.5); reinstatements is made further down.
    newCoverageRefusal: (userId) => reinstatements.newCoverageRefusal(userId),
  });
  const notifications = createNotificationsService({ db, clock });
  const underwritingCases = createUnderwritingCasesService({
    db,
    clock,
    logger,
    messenger,
    notifications,
    // The e-mail's button signs the person in on their home page, where UnderwritingDecisionModal opens.
    signInLink: (tx, userId) => loginTokens.issueLink(tx, { userId, purpose: 'login', path: '/' }),
    // The port for an underwriter's acceptance: priced as a quote and offering, as an automatic acceptance is.
    applicant: (userId) => profile.applicantProfile(userId),
    interviewInWords: (applicationId) => underwriting.interviewInWords(applicationId),
    onManualDecision: (tx, acceptance) =>
      quotes.createFor(tx, {
        id: acceptance.applicationId,
        userId: acceptance.userId,
        membershipId: acceptance.membershipId,
        birthdate: acceptance.birthdate,
        sex: acceptance.sex,
        decision: acceptance.decision,
      }),
    // A reinstatement case (issue 26): the console shows the policy's history; the decision moves the request.
    reinstatementOf: (policyId) => lapsedPolicies.historyOf(policyId),
    onReinstatementDecision: (tx, decided) => reinstatements.decideReferred(tx, decided),
    // A cover-increase case (issue 27): the decision prices the added layer; coverIncreases is made further down.
    onPolicyChangeDecision: async (tx, decided) =>
      (await coverIncreases.decideReferred(tx, decided)) ?? termExtensions.decideReferred(tx, decided),
    reinstatementLinks: {
      // The reinstatement offer itself (deep link reinstatement_quote_review): it signs in and shows the offer.
      offer: (tx, userId, policyId) =>
        loginTokens.issueLink(tx, {
          userId,
          purpose: 'reinstatement_quote_review',
          path: `/fulfillment/reinstatement/${policyId}`,
        }),
      declined: (tx, userId) =>
        loginTokens.issueLink(tx, {
          userId,
          purpose: 'login',
          path: '/coverage-denied/rejected_reinstatement',
        }),
    },
  });
  /** Where the account's mail goes: verified or not, the sign-in address (in the caller's transaction). */
  const ownerEmail = async (tx: DbOrTx, userId: string) => {
    const account = await accounts.accountProfile(tx, userId);
    return account?.activeEmail?.email ?? account?.emails[0]?.email ?? null;
  };
  /** The owner's e-mail and the names on their profile (outside any transaction). */
  const ownerContact = async (userId: string) => {
    const [email, applicant] = await Promise.all([ownerEmail(db, userId), profile.applicantProfile(userId)]);
    const names = [applicant?.firstName, applicant?.middleName, applicant?.lastName, applicant?.suffix];
    return { email, firstName: displayName([applicant?.firstName]), fullName: displayName(names) };
  };
  const beneficiaryChanges = createBeneficiaryChangesService({
    db,
    clock,
    memberships,
    documents,
    acknowledgements,
    messenger,
    ownerEmail,
    appUrl: config.appUrl,
    supportPhone: config.SUPPORT_PHONE,
  });
  // The ledger and payments read each other (payments posts its money events; the reconciliation reads the
  // invoices' balances): each is handed the other's function, called only once both exist.
  const ledgerPort = {
    post: (tx, event, refs) => ledger.post(tx, event, refs),
    postMany: (tx, events) => ledger.postMany(tx, events),
  } satisfies LedgerPort;
  const billing = createBillingService({
    db,
    clock,
    ledger: ledgerPort,
    jobs,
    policies: { inForceForBilling: (afterId, limit) => policies.inForceForBilling(afterId, limit) },
  });
  const dunning = createDunningService({
    db,
    clock,
    logger,
    jobs,
    ledger: ledgerPort,
    ports: {
      policies: {
        lockForPayment: (tx, policyId) => policies.lockForPayment(tx, policyId),
        record: (policyId) => policies.record(policyId),
        missPayment: (tx, policyId, input, because) => policies.missPayment(tx, policyId, input, because),
        recordGraceNotice: (tx, policyId, input) => policies.recordGraceNotice(tx, policyId, input),
        cure: (tx, policyId, because) => policies.cure(tx, policyId, because),
        lapse: (tx, policyId, because) => policies.lapse(tx, policyId, because),
        inGrace: (afterId, limit) => policies.inGrace(afterId, limit),
      },
      owner: ownerContact,
      billingLink: (tx, userId) =>
        loginTokens.issueLink(tx, { userId, purpose: 'login', path: '/products/insurance/billing' }),
      purchaseLink: (tx, userId) =>
        loginTokens.issueLink(tx, { userId, purpose: 'login', path: '/flow/purchase-policy' }),
      reinstatementLink: (tx, userId) =>
        loginTokens.issueLink(tx, {
          userId,
          purpose: 'policy_reinstatement',
          path: '/account/policy-reinstatement',
        }),
      email: (tx, email) => messenger.batch().email(tx, email),
      notify: (tx, userId, metadata) => notifications.create(tx, userId, metadata),
      track: (userId, name, properties) => analytics.record(userId, name, properties),
      emails: {
        receipt: premiumReceiptEmail,
        paymentFailed: paymentFailedEmail,
        firstPremiumFailed: firstPremiumFailedEmail,
        graceNotice: graceNoticeEmail,
        reminder: paymentReminderEmail,
        lapsed: policyLapsedEmail,
      },
      supportPhone: formatUsPhone(config.SUPPORT_PHONE),
    },
  });
  jobs.work('billing.run', async () => {
    const today = businessToday(clock);
    // Bank debits whose day came settle first (their own job also runs hourly), so grace sees what was paid.
    const debits = await collection.settleBankDebits();
    const billed = await billing.issueDueInvoices(today);
    const grace = await dunning.followUpGrace(today);
    const expired = await policies.expireEnded(today);
    const cancelled = await cancellations.endCancelledCover(today);
    const coverChangesEndorsed = await coverChanges.endorseTakenEffect(today);
    const increaseOffersExpired = await coverIncreases.expireOffers(today);
    logger.info(
      {
        event: 'billing_run',
        ...billed,
        ...grace,
        expired,
        cancelled,
        coverChangesEndorsed,
        increaseOffersExpired,
        bankDebits: debits,
      },
      'Billing run finished',
    );
  });
  jobs.work('billing.charge-failed', async ({ paymentId }) => {
    await dunning.onChargeFailed(paymentId);
  });
  jobs.work('billing.invoice-paid', async ({ invoiceId }) => {
    await dunning.onInvoicePaid(invoiceId);
  });
  const paymentMethods = createPaymentMethodsService({
    db,
    clock,
    logger,
    cards,
    // bank-link is made further down; the port is only called once the app serves requests.
    bankAccounts: {
      processorToken: (userId, plaidAccountId) => bankLink.processorToken(userId, plaidAccountId),
    },
    customerDetails: async (userId) => {
      const owner = await ownerContact(userId);
      return { email: owner.email ?? '', name: owner.fullName };
    },
  });
  const collection = createCollectionService({
    db,
    clock,
    logger,
    cards,
    jobs,
    ledger: ledgerPort,
    methods: paymentMethods,
    reinstatements: {
      refusalToPay: (invoiceId) => reinstatements.refusalToPay(invoiceId),
      reinstate: (tx, input) => reinstatements.reinstate(tx, input),
    },
    policies: {
      lockForPayment: (tx, policyId) => policies.lockForPayment(tx, policyId),
      issue: (tx, policyId, paidAt, because) => policies.issue(tx, policyId, paidAt, because),
      firstPremiumMoved: (tx, policyId, event, because) =>
        policies.firstPremiumMoved(tx, policyId, event, because),
      unsignedDocuments: async (userId, policyId) => {
        const terms = await policies.purchaseTerms(policyId);
        if (!terms) return [];
        return acknowledgements.unacknowledgedDocuments(
          userId,
          terms.insuranceMembershipId,
          purchaseDocuments(terms.productSlug),
        );
      },
    },
  });
  jobs.work('payments.reconcile', async () => {
    await collection.reconcile();
  });
  jobs.work('billing.charge', async ({ invoiceId }) => {
    await collection.chargeInvoice(invoiceId);
  });
  jobs.work('payments.settle-bank-debits', async () => {
    await collection.settleBankDebits();
  });
  jobs.work('payments.refund', async ({ refundId }) => {
    await collection.sendRefund(refundId);
  });
  const providerEvents = createProviderEventsService({ db, clock, logger, cards, collection });
  jobs.work('payments.provider-events', async () => {
    await providerEvents.catchUp();
  });
  const billingPage = createBillingPageService({ db, clock, logger, collection });
  const receipts = createReceiptsService({
    db,
    ports: {
      documents: {
        receiptOf: (userId, invoiceId) => documents.receiptOf(userId, invoiceId),
        keepReceipt: (input) => documents.keepReceipt(input),
      },
      policy: async (policyId) => {
        const policy = await policies.record(policyId);
        return (
          policy && {
            label: policy.label,
            productName: policy.accountsProduct.name,
            effectiveOn: policy.effectiveOn,
          }
        );
      },
    },
  });
  const ledger = createLedgerService({
    db,
    logger,
    clock,
    invoices: { balancesAfter: (tx, afterId, limit) => billing.balancesAfter(tx, afterId, limit) },
  });
  jobs.work('ledger.reconcile', async () => {
    await ledger.reconcile();
  });
  const helpCenter = createHelpCenterService(db, { supportPhone: config.SUPPORT_PHONE });
  const policies = createPoliciesService({
    db,
    clock,
    jobs,
    ports: {
      offers: { acceptFor: (tx, userId, offer) => quotes.acceptFor(tx, userId, offer) },
      billing: {
        openFirstInvoice: (tx, input) => billing.openFirstInvoice(tx, input),
        firstInvoiceOf: (tx, policyId) => billing.firstInvoiceOf(tx, policyId),
        voidOpenInvoices: (tx, policyId) => billing.voidOpenInvoices(tx, policyId),
        nextPayment: (policy) => billing.nextPayment(policy),
        lastPeriodInvoiced: (tx, policyId) => billing.lastPeriodInvoiced(tx, policyId),
      },
      beneficiaries: {
        attach: (tx, membershipId, policyId) =>
          beneficiaryChanges.attachBeneficiariesToPolicy(tx, membershipId, policyId),
      },
    },
  });
  const coverChanges = createCoverChangesService({
    db,
    clock,
    pricing: {
      priceTermLife: (request) => pricing.priceTermLife(request),
      priceAccidentalDeath: (request) => pricing.priceAccidentalDeath(request),
      priceTermLifeLayer: (request) => pricing.priceTermLifeLayer(request),
      priceAccidentalDeathLayer: (request) => pricing.priceAccidentalDeathLayer(request),
    },
    // endorsements is made further down; the port is only called by the daily run.
    endorse: (tx, endorsement) => endorsements.record(tx, endorsement),
  });
  const changeUnderwriting: CoverIncreaseUnderwritingPort = {
    decide: (userId, policy) => underwriting.decideCoverIncrease(userId, policy),
    store: (tx, ready, policy) => underwriting.storeCoverIncreaseApplication(tx, ready, policy),
    refer: (tx, application) => underwritingCases.openCase(tx, application),
    adverseAction: (tx, userId, decision, action) =>
      underwritingCases.adverseAction(tx, userId, decision, action),
  };
  const coverIncreases = createCoverIncreasesService({
    db,
    clock,
    pricing: {
      priceTermLifeLayer: (request) => pricing.priceTermLifeLayer(request),
      priceAccidentalDeathLayer: (request) => pricing.priceAccidentalDeathLayer(request),
    },
    underwriting: changeUnderwriting,
  });
  const termExtensions = createTermExtensionsService({
    db,
    clock,
    pricing: { priceTermLife: (request) => pricing.priceTermLife(request) },
    underwriting: changeUnderwriting,
  });
  jobs.work(
    'policies.issued',
    createPolicyIssuedHandler({
      db,
      policy: (policyId) => policies.record(policyId),
      // The profile's address (spec 000 §2 Payment confirmation).
      owner: ownerContact,
      beneficiaries: (membershipId) => beneficiaries.namedInForce(membershipId),
      applicationAnswers: async (userId) => {
        const signed = await documents.signedApplicationRows(userId);
        if (signed.length > 0) return signed;
        const applicant = await profile.applicantProfile(userId);
        return [
          { label: 'Name', value: displayName([applicant?.firstName, applicant?.lastName]) },
          { label: 'Date of birth', value: applicant?.birthdate ? formatShortDate(applicant.birthdate) : '' },
        ];
      },
      interviewAnswers: async (applicationId) =>
        (await underwriting.interviewInWords(applicationId)).map(({ label, value }) => ({ label, value })),
      keepPacket: (tx, input) => documents.keepPolicyPacket(tx, input),
      // The e-mail's button signs the owner in on the policyholder home.
      signInLink: (tx, userId) =>
        loginTokens.issueLink(tx, { userId, purpose: 'login', path: '/products/insurance' }),
      email: (tx, email) => messenger.batch().email(tx, email),
      issuedEmail: policyIssuedEmail,
      track: (userId, properties) => analytics.record(userId, 'policy_created', properties),
      supportPhone: formatUsPhone(config.SUPPORT_PHONE),
    }),
  );
  const lapsedPolicies = createLapsedPoliciesService({ db, clock });
  const reinstatements = createReinstatementsService({
    db,
    clock,
    ports: {
      policies: lapsedPolicies,
      billing: {
        openReinstatementInvoice: (tx, input) => billing.openReinstatementInvoice(tx, input),
        invoiceById: (tx, id) => billing.invoiceById(tx, id),
        paidPremiumDueDates: (tx, policyId, fromDueOn) =>
          billing.paidPremiumDueDates(tx, policyId, fromDueOn),
        voidUnpaidInvoice: (tx, invoiceId, reason) => billing.voidUnpaidInvoice(tx, invoiceId, reason),
      },
      underwriting: {
        decide: (userId, policy) => underwriting.decideReinstatement(userId, policy),
        store: (tx, ready, policy) => underwriting.storeReinstatementApplication(tx, ready, policy),
        refer: (tx, application) => underwritingCases.openCase(tx, application),
        adverseAction: (tx, userId, decision) =>
          underwritingCases.reinstatementDeclined(tx, userId, decision),
      },
      // The owner's address: the state whose reinstatement windows apply (a policyholder always has one).
      stateOf: async (userId) => {
        const state = (await profile.applicantProfile(userId))?.address?.state;
        if (!state) throw new Error('A policyholder without an address');
        return state;
      },
      endorse: (tx, endorsement) => endorsements.record(tx, endorsement),
    },
  });
  const endorsements = createEndorsementsService({
    db,
    clock,
    jobs,
    ports: {
      owner: ownerContact,
      underwritingRulesVersion: async (applicationId) =>
        (await underwriting.decisionOf(applicationId))?.rulesVersion ?? null,
      keepDocument: (tx, input) => documents.keepEndorsement(tx, input),
      // The e-mail's button signs the owner in on the policyholder home.
      signInLink: (tx, userId) =>
        loginTokens.issueLink(tx, { userId, purpose: 'login', path: '/products/insurance' }),
      email: (tx, email) => messenger.batch().email(tx, email),
      reinstatedEmail: policyReinstatedEmail,
      cancelledEmail: policyCancelledEmail,
      coverChangedEmail,
    },
  });
  const premiumReturns = createPremiumReturnsService({ ledger: ledgerPort, jobs });
  const cancellations = createCancellationsService({
    db,
    clock,
    ports: {
      requireSupport: (viewer) => requireRole(db, viewer, 'support'),
      owner: ownerContact,
      stateOf: async (userId) => {
        const state = (await profile.applicantProfile(userId))?.address?.state;
        if (!state) throw new Error('A policyholder without an address');
        return state;
      },
      replacesCover: (tx, applicationId) => underwriting.replacesCover(applicationId, tx),
      money: {
        ...premiumReturns,
        voidOpenInvoices: (tx, policyId, reason) => billing.voidEveryUnpaidInvoice(tx, policyId, reason),
      },
      endorse: (tx, endorsement) => endorsements.record(tx, endorsement),
    },
  });
  jobs.work('endorsements.recorded', async (payload) => {
    await endorsements.onRecorded(payload);
  });
  const purchase = createPurchaseService({
    accept: (viewer, offer) =>
      'quoteId' in offer
        ? policies.acceptQuote(viewer, { quoteId: offer.quoteId, billingFrequency: 'monthly' })
        : policies.acceptProductOffering(viewer, { offeringId: offer.offeringId }),
    boughtWith: (viewer, offer) => policies.boughtWith(viewer, offer),
    sign: (viewer, documents) => acknowledgements.createAcknowledgements(viewer, documents),
    pay: (viewer, input) => collection.payInvoice(viewer, input),
    now: () => clock.now(),
    policy: async (viewer, policyId) => {
      const found = await policies.policy(viewer, policyId);
      return found.ok ? found.value : null;
    },
  });
  const quotes = createQuotesService({
    db,
    clock,
    pricing,
    wyshTotalOf: (userId) => wyshes.totalFor(userId),
    decisionOf: (applicationId, tx) => underwriting.decisionOf(applicationId, tx),
  });
  const bankLink = createBankLinkService({
    db,
    clock,
    logger,
    provider: deps.ports?.bankLink ?? deps.bankLinkProvider.provider,
    sensitive: sensitiveData,
    legalNameOf: async (userId) => {
      const applicant = await profile.applicantProfile(userId);
      const name = displayName([
        applicant?.firstName,
        applicant?.middleName,
        applicant?.lastName,
        applicant?.suffix,
      ]);
      return name === '' ? null : name;
    },
    onAccountsRemoved: (tx, plaidAccountIds) => wyshes.stopFollowing(tx, plaidAccountIds),
  });
  const assistant = createAssistantService({
    contextOf: async (viewer) => {
      const policy = await policies.currentPolicy(viewer);
      const packet = policy
        ? ((await documents.policyDocuments(viewer, policy.id)).find((doc) => doc.slug === 'policy-packet') ??
          null)
        : null;
      return assistantContext(policy, packet);
    },
    articlesFor: async (question) =>
      (await helpCenter.search(question, 3)).map(({ article, rank, matchedAllWords }) => ({
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        rank,
        matchedAllWords,
      })),
  });
  const chatSignal = createMessageSignal();
  const chatUrl = `${config.appUrl}/customer-support?chat=open`;
  const supportChat = createSupportChatService({
    db,
    clock,
    signal: chatSignal,
    ports: {
      assistant,
      contactOf: ownerContact,
      mail: (tx, email) => messenger.batch().email(tx, email),
      chatUrl,
    },
  });
  const openChangeRequests = createOpenChangeRequests(db);
  const agentConsole = createAgentConsoleService({
    db,
    clock,
    signal: chatSignal,
    chat: supportChat,
    ports: {
      requireSupport: (viewer) => requireRole(db, viewer, 'support'),
      contactOf: ownerContact,
      policyOf: (viewer, userId) => cancellations.latestPolicyOf(viewer, userId),
      policyRecord: (policyId) => policies.record(policyId),
      owedBy: (userId) => billingPage.owedOf(userId),
      paymentMethodOf: (userId) => paymentMethods.activePaymentMethodOf(userId),
      underwritingCasesOf: (userId) => underwritingCases.openCasesOf(userId),
      changeRequestsOf: (userId) => openChangeRequests.openChangeRequestsOf(userId),
      reinstatementsOf: (userId) => reinstatements.openRequestsOf(userId),
      emailsSentTo: (addresses, limit) => messenger.sentTo(addresses, limit),
      cancel: (viewer, input, alsoRecord) => cancellations.cancel(viewer, input, alsoRecord),
      policyPacket: async (policyId) => {
        const packet = await documents.keptPolicyPacketPdf(policyId);
        if (!packet) return null;
        const content = typeof packet.body === 'string' ? new TextEncoder().encode(packet.body) : packet.body;
        return { filename: packet.fileName, contentType: packet.contentType, content };
      },
      signInLink: (tx, userId) => loginTokens.issueLink(tx, { userId, purpose: 'login' }),
      mail: (tx, email) => messenger.batch().email(tx, email),
      chatUrl,
      supportPhone: formatUsPhone(config.SUPPORT_PHONE),
    },
  });
  // A person's data export reads each module through its service, as the person's own session that asked.
  const dataExports = createDataExportsService({
    db,
    clock,
    logger,
    jobs,
    ports: {
      sources: {
        account: (userId) => accounts.accountProfile(db, userId),
        person: (userId) => profile.applicantProfile(userId),
        estimates: (viewer) => estimates.estimatesOf(viewer),
        applications: (viewer) => underwriting.applicationsOf(viewer),
        quotes: (viewer) => quotes.allQuotesOf(viewer),
        policies: (viewer) => policies.policiesOf(viewer),
        termsOf: (policyId) => policies.termsOf(policyId),
        invoices: (viewer) => billing.userInvoices(viewer),
        paymentMethods: (viewer) => paymentMethods.paymentMethods(viewer),
        payments: (viewer) => billing.userPayments(viewer),
        beneficiaries: async (viewer) => {
          const found = await beneficiaries.getBeneficiaries(viewer);
          return found.ok ? found.value : null;
        },
        wyshes: (viewer) => wyshes.wyshAllocations(viewer, null),
        documents: (viewer) => documents.userDocuments(viewer),
        conversations: (viewer) => supportChat.history(viewer),
      },
      ownerEmail,
      mail: (tx, email) => messenger.batch().email(tx, email),
      downloadUrl: (token, format) =>
        `${config.appUrl}/exports/${token}${format === 'summary' ? '/summary.pdf' : ''}`,
    },
  });
  jobs.work('data-exports.build', async ({ requestId }) => {
    await dataExports.buildExport(requestId);
  });
  jobs.work('data-exports.purge', async () => {
    await dataExports.purgeExpired();
  });
  const policyBook = createPolicyBookService({ db });
  const premiumFigures = createPremiumFiguresService({ db });
  const caseQueueFigures = createCaseQueueFiguresService({ db, clock });
  const operations = createOperationsService({
    clock,
    sources: {
      requireOperations: (viewer) => requireRole(db, viewer, 'operations'),
      policiesByStatus: () => policyBook.countsByStatus(),
      lapsingBetween: (fromDay, toDay) => policyBook.lapsingBetween(fromDay, toDay),
      billedBetween: (from, to) => premiumFigures.billedBetween(from, to),
      collectedBetween: (from, to) => premiumFigures.collectedBetween(from, to),
      pastDueAt: (now) => premiumFigures.pastDueAt(now),
      underwritingQueue: () => caseQueueFigures.figures(),
      latestReconciliation: () => ledger.latestReconciliation(),
      deadJobs: () => jobs.deadJobCounts(),
    },
  });
  return {
    operations,
    addresses,
    cancellations,
    dataExports,
    coverChanges,
    coverIncreases,
    termExtensions,
    cards,
    bankLink,
    /** The running bank-link provider's settings and origins; closed with the app (the sandbox's server). */
    bankLinkProvider: deps.bankLinkProvider,
    /** The running card provider's settings and origins; closed with the app (the sandbox's server). */
    cardProvider: deps.cardProvider,
    /** Where unexpected errors are reported; flushed and closed with the app. */
    errorReporting: deps.errorReporting,
    uploadStorage,
    wyshes,
    uploads,
    reference,
    translations: createTranslationsService(db),
    disclosures: createDisclosuresService(db),
    helpCenter,
    assistant,
    supportChat,
    agentConsole,
    maintenance,
    trivia: createTriviaService(db),
    oauth: createOAuthService({ db, config, clock, sessions, passwords, loginTokens, logger }),
    accounts,
    phoneVerification,
    loginTokens,
    memberships,
    beneficiaries,
    beneficiaryChanges,
    billing,
    billingPage,
    receipts,
    collection,
    providerEvents,
    paymentMethods,
    purchase,
    policies,
    reinstatements,
    profile,
    documents,
    acknowledgements,
    pricing,
    estimates,
    underwriting,
    underwritingCases,
    notifications,
    roles: createRolesService({ db }),
    seedSandboxStaff: () =>
      seedSandboxStaff(db, {
        now: clock.now(),
        hash: (password) => passwords.hash(password),
        setUpMembership: async (tx, userId) => {
          await memberships.setUpDefault(tx, userId);
        },
      }),
    /**
     * At start-up (compose.ts), once per database: seals the driver's licence numbers saved in clear before they
     * were sealed (interview answers and applications' inputs). In code, not in a migration: the data key is the
     * server's sealed secret.
     */
    sealClearLicenceNumbers: () =>
      runDataBackfillOnce(
        { db, logger, now: () => clock.now() },
        {
          name: 'seal-licence-numbers',
          run: async (tx) => ({
            answers: await flowAnswers.sealClearAnswers(tx),
            applications: await underwriting.sealClearLicences(tx),
          }),
        },
      ),
    quotes,
    initialData: createInitialDataService({ accounts, memberships, profile, reference }),
    sensitiveData,
    eligibility: createEligibilityService({ clock, profile, reference }),
    flowSessions: createFlowSessionsService({ db, clock, registry, uploads, sensitive: sensitiveData }),
    responses: createResponsesService({
      db,
      clock,
      logger,
      registry,
      sensitive: sensitiveData,
      uploads,
      addresses,
    }),
    groupMutations: createGroupMutationsService({
      db,
      registry,
      phoneVerification,
      acknowledgements,
      documents,
      beneficiaries,
    }),
    analytics,
    marketing,
    dashboard: createDashboardService({ db, clock, accounts, memberships, sources: dashboardSources }),
    viewer: (authorization: string | undefined) => sessions.viewer(db, authorization),
  };
}

export type Services = ReturnType<typeof createServices>;
