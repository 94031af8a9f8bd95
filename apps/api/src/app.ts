import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Catalog } from './catalog/catalog.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { aidEstimateRoutes } from './features/aid-estimate/aid-estimate.routes.ts';
import { admissionHistoryRoutes } from './features/admission-history/admission-history.routes.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { authRoutes, type AuthRoutesOptions } from './features/auth/auth.routes.ts';
import { emailLinkRoutes } from './features/auth/email-links.routes.ts';
import { benchRoutes } from './features/bench/bench.routes.ts';
import { checkedDeadlinesRoutes } from './features/checked-deadlines/checked-deadlines.routes.ts';
import { rostersRoutes } from './features/rosters/rosters.routes.ts';
import { classPlansRoutes } from './features/class-plans/class-plans.routes.ts';
import { deliverPlansToStudent } from './features/class-plans/plan-delivery.ts';
import { rosterInvitationsRoutes } from './features/rosters/roster-invitations.routes.ts';
import { rosterInvitationLinkRoutes } from './features/rosters/roster-invitation-links.routes.ts';
import { joinFromRosterLinkAtSignUp } from './features/rosters/roster-teacher-invitations.service.ts';
import { compareListRoutes, compareRoutes } from './features/compare/compare.routes.ts';
import { createCompareService } from './features/compare/compare.service.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { deadlinesRoutes } from './features/deadlines/deadlines.routes.ts';
import { startDemo } from './features/demo/demo.service.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { essaysRoutes } from './features/essays/essays.routes.ts';
import { HYDRATION_BOOT_CSP_SOURCE } from './features/web/deferred-scripts.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { highSchoolsRoutes } from './features/high-schools/high-schools.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { letterApprovalsRoutes } from './features/letter-requests/letter-approvals.routes.ts';
import { letterRequestsRoutes } from './features/letter-requests/letter-requests.routes.ts';
import { letterRequestInvitationRoutes, teacherEmailLinkRoutes } from './features/letter-requests/letter-request-invitations.routes.ts';
import { lettersRoutes } from './features/letters/letters.routes.ts';
import { notesRoutes } from './features/notes/notes.routes.ts';
import { offersRoutes } from './features/offers/offers.routes.ts';
import { scholarshipsRoutes } from './features/scholarships/scholarships.routes.ts';
import { programsRoutes } from './features/programs/programs.routes.ts';
import { recommendationsRoutes } from './features/recommendations/recommendations.routes.ts';
import { remindersPublicRoutes } from './features/reminders/reminders-public.routes.ts';
import { remindersRoutes } from './features/reminders/reminders.routes.ts';
import { savedSchoolsRoutes } from './features/saved-schools/saved-schools.routes.ts';
import { sharingRoutes } from './features/sharing/sharing.routes.ts';
import { invitationPreviewRoutes } from './features/sharing/invitation-preview.routes.ts';
import { studentsRoutes } from './features/students/students.routes.ts';
import { schoolsRoutes } from './features/schools/schools.routes.ts';
import { createSchoolsService } from './features/schools/schools.service.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';
import { timelineRoutes } from './features/timeline/timeline.routes.ts';
import { registerWebRoutes } from './features/web/web.routes.ts';
import { requireSessionFor } from './lib/auth-guard.ts';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './lib/auth-limits.ts';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { COMPRESS_THRESHOLD_BYTES, RESPONSE_ENCODINGS } from './lib/content-encoding.ts';
import { registerErrorHandling, sendFrameworkError } from './lib/errors.ts';
import { registerRepresentationHeaders } from './lib/http-cache.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import type { FeatureDeps, LinkConfig, MailDeps } from './lib/feature-deps.ts';
import type { Mailer } from './lib/mailer.ts';
import { registerNulGuard } from './lib/nul-guard.ts';
import { swaggerOptions } from './lib/openapi.ts';
import { registerOriginCheck } from './lib/origin-check.ts';
import { registerPrivateAnswers } from './lib/private-answers.ts';
import { databaseRateLimitStore } from './lib/rate-limits.store.ts';
import { registerRequestIdHeader, requestIdFor } from './lib/request-id.ts';
import { answerUnrouted, trackRouteMethods } from './lib/route-methods.ts';
import { BODY_LIMITS, DEFAULT_IDLE_TIMEOUT_MS, limitBodies, registerJsonBodyParser } from './lib/request-limits.ts';
import { loadAppSecret } from './lib/signed-tokens.ts';
import type { FileStorage } from './lib/storage.ts';

/** Documents are at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface AppDeps {
  catalog: Catalog;
  database: DatabaseHandle;
  /** Where uploaded documents are kept (filesystem under var/uploads by default). */
  storage: FileStorage;
  /** Account route limits (lib/auth-limits.ts), over the defaults; tests and the e2e server loosen or tighten them. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Where account emails go (SMTP, or the .eml outbox; lib/mailer.ts). */
  mailer: Mailer;
  /** Where sends that follow an answer run; the app waits for them when it closes. One is made when omitted (tests pass theirs to wait on it). */
  background?: BackgroundTasks;
  /** The app's one clock (lib/clock.ts; the system clock by default): tests move it past an hour or a day. */
  now?: Clock;
  /** Trust X-Forwarded-* from a reverse proxy (HTTPS detection for Secure cookies, client IPs). */
  trustProxy?: boolean;
  /** The web's production build; omitted in API tests. */
  webDistDir?: string | null;
  /** How long a signed-in page's first response waits for its data (SIGNED_IN_PAGE_TIMEOUT_MS); 3 s unless set. */
  signedInPageTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Told about every route as it is registered (the hostile-input tests fuzz the whole route table). */
  onRoute?: (route: RouteOptions) => void;
  /** A connection with a request in flight that is silent this long is closed (default 30 s; lib/request-limits.ts). */
  idleTimeoutMs?: number;
  /** The benchmark's baseline route (ENABLE_BENCH_ROUTES); never on in normal runs. */
  benchRoutes?: boolean;
  /**
   * Links that leave the app (calendar feed, emails): APP_SECRET and PUBLIC_URL. Without a secret,
   * one generated on first start is kept in the database (lib/signed-tokens.ts).
   */
  links?: { secret?: string | undefined; publicUrl?: string | undefined };
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** How long closing the app waits for account emails still being sent. */
const BACKGROUND_CLOSE_MS = 10_000;

/** Builds the whole HTTP application; never listens (tests use app.inject()). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Request ids: a safe incoming X-Request-Id or a fresh UUID, echoed on every answer (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    trustProxy: deps.trustProxy ?? false,
    // Outside the workspace, bodies are small; the workspace and essays raise it (lib/request-limits.ts).
    bodyLimit: BODY_LIMITS.public,
    connectionTimeout: deps.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    // Slugs can be long; anything longer than the contract allows is a 404, not a 414.
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Before any route: a path that exists under other methods answers 405 with Allow (lib/route-methods.ts).
  const unrouted = answerUnrouted(trackRouteMethods(app));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIdHeader(app);
  registerJsonBodyParser(app);

  // And the rendered pages' one inline script, by hash (features/web/deferred-scripts.ts).
  registerSecurityHeaders(app, { scriptSources: [HYDRATION_BOOT_CSP_SOURCE] });
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: RESPONSE_ENCODINGS });
  registerRepresentationHeaders(app);
  await app.register(fastifyCookie);
  const now = deps.now ?? systemClock;
  // Counters in the database, so every API process on it enforces one limit (lib/rate-limits.store.ts).
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.database.db, { now: () => now().getTime() }),
  });
  // preservePath: file names arrive as sent, so a crafted one ("../../x.pdf") is refused, not quietly trimmed.
  // A form's text fields are short (a document's type and name): 4 KB each, not busboy's 1 MB.
  await app.register(fastifyMultipart, {
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 4 * 1024 },
  });
  app.decorateRequest('session', null);
  registerOriginCheck(app);
  // The document at /api/docs/json: operationIds, security, shared error answers (lib/openapi.ts).
  await app.register(fastifySwagger, swaggerOptions);
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  const schools = createSchoolsService(deps.catalog);
  const links: LinkConfig = {
    secret: await loadAppSecret(deps.database.db, deps.links?.secret, now()),
    publicUrl: (deps.links?.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
  };
  const mail: MailDeps = { mailer: deps.mailer, background: deps.background ?? createBackgroundTasks() };
  // Emails a request started go out before the app has closed (graceful shutdown, tests), unless the mail server hangs.
  app.addHook('onClose', () => mail.background.settled(BACKGROUND_CLOSE_MS));
  const authLimits: AuthRateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.authRateLimits };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { catalog: deps.catalog, database: deps.database });
      await api.register(schoolsRoutes, { schools });
      await api.register(programsRoutes, { catalog: deps.catalog });
      await api.register(compareRoutes, { compare: createCompareService(deps.catalog) });
      await api.register(remindersPublicRoutes, { catalog: deps.catalog, database: deps.database, links, now });
      // Everything that writes to the database refuses NUL characters (PostgreSQL cannot store them).
      await api.register(async (accounts) => {
        registerNulGuard(accounts);
        // Who is signed in, and the account a sign-in or sign-up answers with.
        registerPrivateAnswers(accounts);
        const authOptions: AuthRoutesOptions = {
          database: deps.database,
          limits: authLimits,
          links,
          mail,
          now,
          createDemoAccount: (role, locale) =>
            startDemo({ db: deps.database.db, storage: deps.storage, catalog: deps.catalog, now }, role, locale),
          joinFromInvitation: (userId, token) => joinFromRosterLinkAtSignUp({ db: deps.database.db, links, now }, userId, token),
          onEmailVerified: deliverPlansToStudent,
        };
        await accounts.register(authRoutes, authOptions);
        // Verify an address, forgot and reset password: the emailed links (no session needed).
        await accounts.register(emailLinkRoutes, authOptions);
        // A parent's invitation link, named before sign-in (the token is the authority).
        await accounts.register(invitationPreviewRoutes, { database: deps.database, limits: authLimits, now });
        // A rostered student's or teacher's invitation link: its page, "Stop these emails" (the token is the authority).
        await accounts.register(rosterInvitationLinkRoutes, { database: deps.database, limits: authLimits, links, now });
        // "Stop these emails" of a letter request's email to a teacher (the token is the authority).
        await accounts.register(teacherEmailLinkRoutes, { database: deps.database, limits: authLimits, links, now });
      });
      // Everything registered here requires a session and is scoped to the signed-in user.
      await api.register(async (workspace) => {
        requireSessionFor(workspace, deps.database.db, now);
        registerNulGuard(workspace);
        registerPrivateAnswers(workspace);
        limitBodies(workspace, BODY_LIMITS.workspace);
        const featureDeps: FeatureDeps = {
          catalog: deps.catalog,
          database: deps.database,
          storage: deps.storage,
          links,
          mail,
          now,
          authLimits,
        };
        for (const routes of [
          accountRoutes,
          profileRoutes,
          savedSchoolsRoutes,
          compareListRoutes,
          applicationsRoutes,
          essaysRoutes,
          documentsRoutes,
          lettersRoutes,
          letterRequestsRoutes,
          letterRequestInvitationRoutes,
          letterApprovalsRoutes,
          tasksRoutes,
          deadlinesRoutes,
          dashboardRoutes,
          recommendationsRoutes,
          timelineRoutes,
          remindersRoutes,
          highSchoolsRoutes,
          sharingRoutes,
          studentsRoutes,
          notesRoutes,
          aidEstimateRoutes,
          admissionHistoryRoutes,
          checkedDeadlinesRoutes,
          rostersRoutes,
          classPlansRoutes,
          rosterInvitationsRoutes,
          offersRoutes,
          scholarshipsRoutes,
        ]) {
          await workspace.register(routes, featureDeps);
        }
      });
      if (deps.benchRoutes) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );

  const webDist = deps.webDistDir && existsSync(join(deps.webDistDir, 'index.html')) ? deps.webDistDir : null;
  if (webDist) {
    await registerWebRoutes(app, {
      webDist,
      catalog: deps.catalog,
      publicUrl: links.publicUrl,
      now,
      unrouted,
      signedInTimeoutMs: deps.signedInPageTimeoutMs ?? 3_000,
    });
  } else {
    app.setNotFoundHandler(unrouted);
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
