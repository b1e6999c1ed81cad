// The API's paths, generated from its OpenAPI document by `npm run api-types` (scripts/api-schema.ts).
// Do not edit: change the route contracts or the shared response schemas, then run it again.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The table answers a read: `{ status: 'ok' }` */
        get: operations["Health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["GetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["Register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: operations["Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session the cookie names, if any, and clears its cookies */
        post: operations["Logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's projects and deadlines */
        get: operations["GetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's projects */
        get: operations["ListProjects"];
        put?: never;
        /** Create a project (plan limits answer 403): the project and its revision, no deadline */
        post: operations["CreateProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project with its deadlines */
        get: operations["GetProject"];
        /** Replace a project (plan limits answer 403): the project and its revision, no deadline */
        put: operations["UpdateProject"];
        post?: never;
        /** Delete a project */
        delete: operations["DeleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's alert history: scheduled, sent (masked recipients), skipped or deferred */
        get: operations["ListProjectAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who did what to the project, newest first, a page at a time: created, each save with the fields it changed, deadlines marked done or undone (from the app, or from an email link with the recipient who clicked), service recorded, documents prepared, deleted */
        get: operations["ListProjectActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/import/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The import's spreadsheet: a header row of the project form's field names and two example rows, a private job and a public one */
        get: operations["GetProjectImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import projects from a CSV file (UTF-8 with or without a byte order mark; dates `YYYY-MM-DD` or `M/D/YYYY`; yes/no/true/false). `dryRun=true` judges every row and writes nothing; without it each `ok` row is created as the form creates a project. Rows that repeat a project of the account or a row above (same name and address, case and spaces aside) are `duplicate` and not created */
        post: operations["ImportProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/deadlines/{deadlineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one of the project's deadlines done, or undo the mark: the project as GET answers it */
        patch: operations["MarkDeadline"];
        trace?: never;
    };
    "/api/projects/{id}/documents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A statutory document (`notice-to-owner`, `claim-of-lien`, ...) filled with the project's facts and the company profile, with the facts missing and how to serve it (Gold) */
        get: operations["GetProjectDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company profile the statutory forms are signed with (every field '' until entered) */
        get: operations["GetCompanyProfile"];
        /** Replace the company profile (every field optional) */
        put: operations["UpdateCompanyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the sign-in email, for the current password: a link that works once, for 24 hours, is sent to the new address; a newer request replaces it */
        post: operations["RequestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the change the link sent to the new address names: every session ends but a signed-in caller's own, which gets a new one, and the old address is told */
        post: operations["ConfirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Close the account (the owner, for the current password): its subscription is cancelled, every sign-in of it ends, and its projects, alerts, team and logins are deleted; the SMS consent log stays */
        delete: operations["CloseAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people in the account, the owner first, and the invitations still open */
        get: operations["GetTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone: an email with a single-use link to /join that works for 7 days */
        post: operations["InviteTeammate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation: its link stops working */
        delete: operations["WithdrawInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the inviting account with the invitation's link: a login of one's own, signed in */
        post: operations["JoinTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a teammate: their sessions, calendar feed and links end at once; the account's projects stay */
        delete: operations["RemoveTeammate"];
        options?: never;
        head?: never;
        /** Another role for a teammate: admin or member (the owner's only moves by a handover) */
        patch: operations["ChangeTeammateRole"];
        trace?: never;
    };
    "/api/team/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand ownership to an admin: they become the owner, the owner an admin */
        post: operations["HandOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/projects.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's projects as a spreadsheet: the import's columns (it imports into another account as it is), then each statutory deadline's due date, legal last day, done mark and proof of service */
        get: operations["ExportProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/account.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the account holds, as a file: the account, its company profile, projects with their deadlines and done marks, alert history with each message's outcome, the team, the calendar feeds' state and the SMS consents its people gave. No password hash, token or secret */
        get: operations["ExportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link (answers alike whether or not the account exists) */
        post: operations["ForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validate-reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset token is still good */
        post: operations["ValidateResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with a reset token */
        post: operations["ResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test text to a phone */
        post: operations["TestSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test email (the account's address when none is given) */
        post: operations["TestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-config-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether email sending is configured */
        get: operations["EmailConfigStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-connection-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Test the email provider connection */
        get: operations["EmailConnectionTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/twilio/webhook-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Twilio webhook's settings */
        get: operations["TwilioWebhookStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/generate-reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Diagnostics: a reset token for the signed-in user, for their current password */
        post: operations["GenerateResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start or change a paid plan */
        post: operations["CreateSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the paid plan at the period end */
        post: operations["CancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's billing events, verified by the Stripe-Signature header; an event of an API version other than 2026-10-28.endive is refused (400), one still being handled by another delivery answers 409 */
        post: operations["StripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diagnostics: the payment setup */
        get: operations["StripeTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/config-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diagnostics: payment settings */
        get: operations["StripeConfigStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/api-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diagnostics: the payment provider's API */
        get: operations["StripeApiTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/price-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diagnostics: the plans' prices */
        get: operations["StripePriceTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diagnostics: the Stripe webhook's settings */
        get: operations["StripeWebhookStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SMS program's public settings */
        get: operations["GetSmsConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/opt-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a phone's consent to alert texts */
        post: operations["SmsOptIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/incoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio's incoming-text webhook (STOP, START, HELP), verified by X-Twilio-Signature */
        post: operations["SmsIncoming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio's status callback for alert texts (delivered, undelivered, failed with its error code), verified by X-Twilio-Signature; answers an empty TwiML reply */
        post: operations["SmsStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/admin/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The consent log, newest first */
        get: operations["ListSmsConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new private calendar feed address `{ url }`, for the current password; the user's old one stops answering. A password reset or signing out everywhere ends it */
        post: operations["CreateCalendarFeed"];
        /** Revoke the user's calendar feed address (done already when there is none) */
        delete: operations["RevokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The feed owner's open deadlines as iCalendar all-day events; the token (`.ics` optional) is the key */
        get: operations["GetCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page an alert email's unsubscribe link opens: where alerts from that account to that address stand, with the button to stop or resume them; changes nothing */
        get: operations["UnsubscribePage"];
        put?: never;
        /** One-click unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`): the account stops alert emails to that address at once. The page's undo posts `resubscribe=yes`: the recipient asks for them again (any stop on the address is lifted). Answers the page */
        post: operations["Unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deadline-done/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deadline an alert email's Mark as done link opens, and its project; changes nothing (no session: the signed token is the key) */
        get: operations["ReadDeadlineDone"];
        put?: never;
        /** Mark the link's deadline done (its alerts stop): the deadline as GET answers it */
        post: operations["MarkDeadlineDone"];
        /** Undo the link's done mark (its alerts are planned again): the deadline as GET answers it */
        delete: operations["UndoDeadlineDone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["OpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            message: string;
            errors: {
                path: string;
                message: string;
            }[];
            /** @constant */
            upgradeRequired?: true;
            projectLimit?: number;
            /** @constant */
            notConfigured?: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table answers a read: `{ status: 'ok' }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phone: string;
                        /** @enum {string} */
                        subscriptionStatus: "free" | "silver" | "gold";
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                        pendingEmail?: string;
                        /** @constant */
                        firstSignIn?: true;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@coastal.example.com",
                 *       "password": "Roofing2026",
                 *       "firstName": "Ana",
                 *       "lastName": "Reyes",
                 *       "phone": "(305) 555-0142",
                 *       "acceptedDisclaimer": true
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    firstName: string;
                    lastName: string;
                    phone: string;
                    /** @constant */
                    acceptedDisclaimer: true;
                };
            };
        };
        responses: {
            /** @description Create an account and sign in */
            201: {
                headers: {
                    /** @description The session (`lm_session`, HttpOnly), its hint for the web app (`lm_signed_in`) and the known-device cookie (`lm_device`); `__Host-` prefixed where the origin is https */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phone: string;
                        /** @enum {string} */
                        subscriptionStatus: "free" | "silver" | "gold";
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                        pendingEmail?: string;
                        /** @constant */
                        firstSignIn?: true;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@coastal.example.com",
                 *       "password": "Roofing2026"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Sign in */
            200: {
                headers: {
                    /** @description The session (`lm_session`, HttpOnly), its hint for the web app (`lm_signed_in`) and the known-device cookie (`lm_device`); `__Host-` prefixed where the origin is https */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phone: string;
                        /** @enum {string} */
                        subscriptionStatus: "free" | "silver" | "gold";
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                        pendingEmail?: string;
                        /** @constant */
                        firstSignIn?: true;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong email or password (one answer for both) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign out: ends the session the cookie names, if any, and clears its cookies */
            200: {
                headers: {
                    /** @description The session cookie and its hint, cleared (expired) */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard's projects and deadlines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "private" | "public";
                            address: string;
                            /** @enum {string} */
                            projectStatus: "active" | "completed" | "on_hold";
                            generalContractor: string;
                            propertyOwner: string;
                            firstFurnishingDate: string;
                            lastFurnishingDate: string | "";
                            /** @enum {string} */
                            role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                            paymentBond: boolean;
                            lienRecordedDate: string | "";
                            contestServedDate: string | "";
                            showCauseServedDate: string | "";
                            bondContestServedDate: string | "";
                            swornStatementDemandDate: string | "";
                            terminationDate: string | "";
                            nocRecordedDate: string | "";
                            nocExpirationDate: string | "";
                            noticeToOwnerAlerts: boolean;
                            /** @enum {string} */
                            recurringAlertsInterval: "15" | "30" | "";
                            recurringAlertsStartDate: string | "";
                            recurringAlertsEndDate: string | "";
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                            createdAt: string;
                        }[];
                        upcomingDeadlines: {
                            id: string;
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            dueDate: string;
                            projectId: string;
                            followingReminders?: number;
                        }[];
                        urgentDeadlines: number;
                        overdueDeadlines: number;
                        lastAlertSentAt: string | null;
                        accountEmailSuppressed: {
                            /** @enum {string} */
                            reason: "bounced" | "complained" | "unsubscribed" | "failing";
                            at: string;
                        } | null;
                        calendarFeed: boolean;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ListProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's projects */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        createdAt: string;
                        updatedAt: string;
                        name: string;
                        /** @enum {string} */
                        type: "private" | "public";
                        address: string;
                        /** @enum {string} */
                        projectStatus: "active" | "completed" | "on_hold";
                        generalContractor: string;
                        contractorPhone: string;
                        contractorEmail: string;
                        propertyOwner: string;
                        ownerContact: string;
                        firstFurnishingDate: string;
                        lastFurnishingDate: string | "";
                        /** @enum {string} */
                        role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                        paymentBond: boolean;
                        lienRecordedDate: string | "";
                        lienRecordingReference: string;
                        contestServedDate: string | "";
                        showCauseServedDate: string | "";
                        bondContestServedDate: string | "";
                        swornStatementDemandDate: string | "";
                        terminationDate: string | "";
                        nocRecordedDate: string | "";
                        nocExpirationDate: string | "";
                        /** @enum {string} */
                        recurringAlertsInterval: "15" | "30" | "";
                        recurringAlertsStartDate: string | "";
                        recurringAlertsEndDate: string | "";
                        /** @enum {string} */
                        timeZone: "America/New_York" | "America/Chicago";
                        emailAlerts: boolean;
                        smsAlerts: boolean;
                        textAccountPhone: boolean;
                        noticeToOwnerAlerts: boolean;
                        alertEmail: string;
                        alertEmail2: string;
                        alertEmail3: string;
                        alertEmail4: string;
                        alertEmail5: string;
                        alertPhone: string;
                        alertPhone2: string;
                        alertPhone3: string;
                        alertPhone4: string;
                        alertPhone5: string;
                        alertPhoneConsent: boolean;
                        alertPhone2Consent: boolean;
                        alertPhone3Consent: boolean;
                        alertPhone4Consent: boolean;
                        alertPhone5Consent: boolean;
                        ownerAddress: string;
                        contractorAddress: string;
                        customerName: string;
                        customerAddress: string;
                        suretyName: string;
                        suretyAddress: string;
                        bondNumber: string;
                        lenderName: string;
                        lenderAddress: string;
                        county: string;
                        legalDescription: string;
                        furnishingDescription: string;
                        contractPrice: string;
                        amountPaid: string;
                        amountUnpaid: string;
                    }[];
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CreateProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Brickell Tower",
                 *       "address": "1 Brickell Ave, Miami, FL",
                 *       "generalContractor": "Coastal Builders LLC",
                 *       "propertyOwner": "Brickell Holdings",
                 *       "firstFurnishingDate": "2026-01-07",
                 *       "lastFurnishingDate": "2026-02-20"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @default private
                     * @enum {string}
                     */
                    type?: "private" | "public";
                    address: string;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    projectStatus?: "active" | "completed" | "on_hold";
                    generalContractor: string;
                    contractorPhone?: string;
                    /** @default  */
                    contractorEmail?: string;
                    propertyOwner: string;
                    /** @default  */
                    ownerContact?: string;
                    firstFurnishingDate: string;
                    /** @default  */
                    lastFurnishingDate?: string;
                    /**
                     * @default
                     * @enum {string}
                     */
                    role?: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                    /** @default false */
                    paymentBond?: boolean;
                    /** @default  */
                    lienRecordedDate?: string;
                    /** @default  */
                    lienRecordingReference?: string;
                    /** @default  */
                    contestServedDate?: string;
                    /** @default  */
                    showCauseServedDate?: string;
                    /** @default  */
                    bondContestServedDate?: string;
                    /** @default  */
                    swornStatementDemandDate?: string;
                    /** @default  */
                    terminationDate?: string;
                    /** @default  */
                    nocRecordedDate?: string;
                    /** @default  */
                    nocExpirationDate?: string;
                    /**
                     * @default
                     * @enum {string}
                     */
                    recurringAlertsInterval?: "15" | "30" | "";
                    /** @default  */
                    recurringAlertsStartDate?: string;
                    /** @default  */
                    recurringAlertsEndDate?: string;
                    /**
                     * @default America/New_York
                     * @enum {string}
                     */
                    timeZone?: "America/New_York" | "America/Chicago";
                    /** @default  */
                    alertEmail?: string;
                    /** @default  */
                    alertEmail2?: string;
                    /** @default  */
                    alertEmail3?: string;
                    /** @default  */
                    alertEmail4?: string;
                    /** @default  */
                    alertEmail5?: string;
                    alertPhone?: string;
                    alertPhone2?: string;
                    alertPhone3?: string;
                    alertPhone4?: string;
                    alertPhone5?: string;
                    /** @default false */
                    alertPhoneConsent?: boolean;
                    /** @default false */
                    alertPhone2Consent?: boolean;
                    /** @default false */
                    alertPhone3Consent?: boolean;
                    /** @default false */
                    alertPhone4Consent?: boolean;
                    /** @default false */
                    alertPhone5Consent?: boolean;
                    /** @default true */
                    emailAlerts?: boolean;
                    /** @default true */
                    smsAlerts?: boolean;
                    /** @default false */
                    textAccountPhone?: boolean;
                    /** @default false */
                    noticeToOwnerAlerts?: boolean;
                    /** @default  */
                    ownerAddress?: string;
                    /** @default  */
                    contractorAddress?: string;
                    /** @default  */
                    customerName?: string;
                    /** @default  */
                    customerAddress?: string;
                    /** @default  */
                    suretyName?: string;
                    /** @default  */
                    suretyAddress?: string;
                    /** @default  */
                    bondNumber?: string;
                    /** @default  */
                    lenderName?: string;
                    /** @default  */
                    lenderAddress?: string;
                    /** @default  */
                    county?: string;
                    /** @default  */
                    legalDescription?: string;
                    /** @default  */
                    furnishingDescription?: string;
                    /** @default  */
                    contractPrice?: string;
                    /** @default  */
                    amountPaid?: string;
                    /** @default  */
                    amountUnpaid?: string;
                };
            };
        };
        responses: {
            /** @description Create a project (plan limits answer 403): the project and its revision, no deadline */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            createdAt: string;
                            updatedAt: string;
                            name: string;
                            /** @enum {string} */
                            type: "private" | "public";
                            address: string;
                            /** @enum {string} */
                            projectStatus: "active" | "completed" | "on_hold";
                            generalContractor: string;
                            contractorPhone: string;
                            contractorEmail: string;
                            propertyOwner: string;
                            ownerContact: string;
                            firstFurnishingDate: string;
                            lastFurnishingDate: string | "";
                            /** @enum {string} */
                            role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                            paymentBond: boolean;
                            lienRecordedDate: string | "";
                            lienRecordingReference: string;
                            contestServedDate: string | "";
                            showCauseServedDate: string | "";
                            bondContestServedDate: string | "";
                            swornStatementDemandDate: string | "";
                            terminationDate: string | "";
                            nocRecordedDate: string | "";
                            nocExpirationDate: string | "";
                            /** @enum {string} */
                            recurringAlertsInterval: "15" | "30" | "";
                            recurringAlertsStartDate: string | "";
                            recurringAlertsEndDate: string | "";
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                            emailAlerts: boolean;
                            smsAlerts: boolean;
                            textAccountPhone: boolean;
                            noticeToOwnerAlerts: boolean;
                            alertEmail: string;
                            alertEmail2: string;
                            alertEmail3: string;
                            alertEmail4: string;
                            alertEmail5: string;
                            alertPhone: string;
                            alertPhone2: string;
                            alertPhone3: string;
                            alertPhone4: string;
                            alertPhone5: string;
                            alertPhoneConsent: boolean;
                            alertPhone2Consent: boolean;
                            alertPhone3Consent: boolean;
                            alertPhone4Consent: boolean;
                            alertPhone5Consent: boolean;
                            ownerAddress: string;
                            contractorAddress: string;
                            customerName: string;
                            customerAddress: string;
                            suretyName: string;
                            suretyAddress: string;
                            bondNumber: string;
                            lenderName: string;
                            lenderAddress: string;
                            county: string;
                            legalDescription: string;
                            furnishingDescription: string;
                            contractPrice: string;
                            amountPaid: string;
                            amountUnpaid: string;
                        };
                        revision: number;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; A field the plan does not include, or the plan's project limit (`upgradeRequired`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One project with its deadlines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            createdAt: string;
                            updatedAt: string;
                            name: string;
                            /** @enum {string} */
                            type: "private" | "public";
                            address: string;
                            /** @enum {string} */
                            projectStatus: "active" | "completed" | "on_hold";
                            generalContractor: string;
                            contractorPhone: string;
                            contractorEmail: string;
                            propertyOwner: string;
                            ownerContact: string;
                            firstFurnishingDate: string;
                            lastFurnishingDate: string | "";
                            /** @enum {string} */
                            role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                            paymentBond: boolean;
                            lienRecordedDate: string | "";
                            lienRecordingReference: string;
                            contestServedDate: string | "";
                            showCauseServedDate: string | "";
                            bondContestServedDate: string | "";
                            swornStatementDemandDate: string | "";
                            terminationDate: string | "";
                            nocRecordedDate: string | "";
                            nocExpirationDate: string | "";
                            /** @enum {string} */
                            recurringAlertsInterval: "15" | "30" | "";
                            recurringAlertsStartDate: string | "";
                            recurringAlertsEndDate: string | "";
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                            emailAlerts: boolean;
                            smsAlerts: boolean;
                            textAccountPhone: boolean;
                            noticeToOwnerAlerts: boolean;
                            alertEmail: string;
                            alertEmail2: string;
                            alertEmail3: string;
                            alertEmail4: string;
                            alertEmail5: string;
                            alertPhone: string;
                            alertPhone2: string;
                            alertPhone3: string;
                            alertPhone4: string;
                            alertPhone5: string;
                            alertPhoneConsent: boolean;
                            alertPhone2Consent: boolean;
                            alertPhone3Consent: boolean;
                            alertPhone4Consent: boolean;
                            alertPhone5Consent: boolean;
                            ownerAddress: string;
                            contractorAddress: string;
                            customerName: string;
                            customerAddress: string;
                            suretyName: string;
                            suretyAddress: string;
                            bondNumber: string;
                            lenderName: string;
                            lenderAddress: string;
                            county: string;
                            legalDescription: string;
                            furnishingDescription: string;
                            contractPrice: string;
                            amountPaid: string;
                            amountUnpaid: string;
                        };
                        revision: number;
                        deadlines: {
                            id: string;
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            dueDate: string;
                            legalLastDay: string;
                            legalLastDayReason: string | null;
                            description: string;
                            summary: string;
                            statute: string | null;
                            statuteUrl: string | null;
                            alertsEnabled: boolean;
                            mailBy?: {
                                dueDate: string;
                                legalLastDay: string;
                                legalLastDayReason: string | null;
                            };
                            earliestDate?: string;
                            metOn?: string;
                            isCompleted: boolean;
                            serviceProof?: {
                                servedOn: string;
                                /** @enum {string} */
                                method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                                servedTo: string;
                                reference: string;
                            };
                            project: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "private" | "public";
                                firstFurnishingDate: string;
                                /** @enum {string} */
                                recurringAlertsInterval: "15" | "30" | "";
                                recurringAlertsStartDate: string | "";
                                recurringAlertsEndDate: string | "";
                            };
                        }[];
                        pendingDeadlines: {
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            reason: string;
                        }[];
                        notes: {
                            /** @enum {string} */
                            kind: "choose_role" | "no_statutory_deadline";
                            text: string;
                        }[];
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UpdateProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The project `revision` the write was made from, as an entity tag (`"3"`), instead of the body field; `*` or none: whatever is current */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Brickell Tower",
                 *       "address": "1 Brickell Ave, Miami, FL",
                 *       "generalContractor": "Coastal Builders LLC",
                 *       "propertyOwner": "Brickell Holdings",
                 *       "firstFurnishingDate": "2026-01-07",
                 *       "lastFurnishingDate": "2026-02-20",
                 *       "revision": 1
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @default private
                     * @enum {string}
                     */
                    type?: "private" | "public";
                    address: string;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    projectStatus?: "active" | "completed" | "on_hold";
                    generalContractor: string;
                    contractorPhone?: string;
                    /** @default  */
                    contractorEmail?: string;
                    propertyOwner: string;
                    /** @default  */
                    ownerContact?: string;
                    firstFurnishingDate: string;
                    /** @default  */
                    lastFurnishingDate?: string;
                    /**
                     * @default
                     * @enum {string}
                     */
                    role?: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                    /** @default false */
                    paymentBond?: boolean;
                    /** @default  */
                    lienRecordedDate?: string;
                    /** @default  */
                    lienRecordingReference?: string;
                    /** @default  */
                    contestServedDate?: string;
                    /** @default  */
                    showCauseServedDate?: string;
                    /** @default  */
                    bondContestServedDate?: string;
                    /** @default  */
                    swornStatementDemandDate?: string;
                    /** @default  */
                    terminationDate?: string;
                    /** @default  */
                    nocRecordedDate?: string;
                    /** @default  */
                    nocExpirationDate?: string;
                    /**
                     * @default
                     * @enum {string}
                     */
                    recurringAlertsInterval?: "15" | "30" | "";
                    /** @default  */
                    recurringAlertsStartDate?: string;
                    /** @default  */
                    recurringAlertsEndDate?: string;
                    /**
                     * @default America/New_York
                     * @enum {string}
                     */
                    timeZone?: "America/New_York" | "America/Chicago";
                    /** @default  */
                    alertEmail?: string;
                    /** @default  */
                    alertEmail2?: string;
                    /** @default  */
                    alertEmail3?: string;
                    /** @default  */
                    alertEmail4?: string;
                    /** @default  */
                    alertEmail5?: string;
                    alertPhone?: string;
                    alertPhone2?: string;
                    alertPhone3?: string;
                    alertPhone4?: string;
                    alertPhone5?: string;
                    /** @default false */
                    alertPhoneConsent?: boolean;
                    /** @default false */
                    alertPhone2Consent?: boolean;
                    /** @default false */
                    alertPhone3Consent?: boolean;
                    /** @default false */
                    alertPhone4Consent?: boolean;
                    /** @default false */
                    alertPhone5Consent?: boolean;
                    /** @default true */
                    emailAlerts?: boolean;
                    /** @default true */
                    smsAlerts?: boolean;
                    /** @default false */
                    textAccountPhone?: boolean;
                    /** @default false */
                    noticeToOwnerAlerts?: boolean;
                    /** @default  */
                    ownerAddress?: string;
                    /** @default  */
                    contractorAddress?: string;
                    /** @default  */
                    customerName?: string;
                    /** @default  */
                    customerAddress?: string;
                    /** @default  */
                    suretyName?: string;
                    /** @default  */
                    suretyAddress?: string;
                    /** @default  */
                    bondNumber?: string;
                    /** @default  */
                    lenderName?: string;
                    /** @default  */
                    lenderAddress?: string;
                    /** @default  */
                    county?: string;
                    /** @default  */
                    legalDescription?: string;
                    /** @default  */
                    furnishingDescription?: string;
                    /** @default  */
                    contractPrice?: string;
                    /** @default  */
                    amountPaid?: string;
                    /** @default  */
                    amountUnpaid?: string;
                    revision?: number;
                };
            };
        };
        responses: {
            /** @description Replace a project (plan limits answer 403): the project and its revision, no deadline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            createdAt: string;
                            updatedAt: string;
                            name: string;
                            /** @enum {string} */
                            type: "private" | "public";
                            address: string;
                            /** @enum {string} */
                            projectStatus: "active" | "completed" | "on_hold";
                            generalContractor: string;
                            contractorPhone: string;
                            contractorEmail: string;
                            propertyOwner: string;
                            ownerContact: string;
                            firstFurnishingDate: string;
                            lastFurnishingDate: string | "";
                            /** @enum {string} */
                            role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                            paymentBond: boolean;
                            lienRecordedDate: string | "";
                            lienRecordingReference: string;
                            contestServedDate: string | "";
                            showCauseServedDate: string | "";
                            bondContestServedDate: string | "";
                            swornStatementDemandDate: string | "";
                            terminationDate: string | "";
                            nocRecordedDate: string | "";
                            nocExpirationDate: string | "";
                            /** @enum {string} */
                            recurringAlertsInterval: "15" | "30" | "";
                            recurringAlertsStartDate: string | "";
                            recurringAlertsEndDate: string | "";
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                            emailAlerts: boolean;
                            smsAlerts: boolean;
                            textAccountPhone: boolean;
                            noticeToOwnerAlerts: boolean;
                            alertEmail: string;
                            alertEmail2: string;
                            alertEmail3: string;
                            alertEmail4: string;
                            alertEmail5: string;
                            alertPhone: string;
                            alertPhone2: string;
                            alertPhone3: string;
                            alertPhone4: string;
                            alertPhone5: string;
                            alertPhoneConsent: boolean;
                            alertPhone2Consent: boolean;
                            alertPhone3Consent: boolean;
                            alertPhone4Consent: boolean;
                            alertPhone5Consent: boolean;
                            ownerAddress: string;
                            contractorAddress: string;
                            customerName: string;
                            customerAddress: string;
                            suretyName: string;
                            suretyAddress: string;
                            bondNumber: string;
                            lenderName: string;
                            lenderAddress: string;
                            county: string;
                            legalDescription: string;
                            furnishingDescription: string;
                            contractPrice: string;
                            amountPaid: string;
                            amountUnpaid: string;
                        };
                        revision: number;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; A field the plan does not include */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `revision` sent (or `If-Match`) is not the stored one: the project changed since it was read, or another request changed it meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DeleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a project */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The Free plan cannot delete projects */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ListProjectAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's alert history: scheduled, sent (masked recipients), skipped or deferred */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            deadlineId: string;
                            /** @enum {string} */
                            deadlineType: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            dueDate: string;
                            /** @enum {string} */
                            alertKey: "d30" | "d14" | "d7" | "d3" | "d1" | "due" | "catch_up";
                            /** @enum {string} */
                            state: "scheduled" | "sending" | "sent" | "partly_sent" | "failed" | "skipped" | "deferred";
                            scheduledFor: string;
                            sentAt: string | null;
                            reason: string | null;
                            messages: {
                                /** @enum {string} */
                                channel: "email" | "sms";
                                recipient: string;
                                /** @enum {string} */
                                state: "pending" | "sent" | "failed" | "skipped";
                                at: string | null;
                                reason: string | null;
                                outcome: ("delivered" | "bounced" | "complained" | "undelivered" | "failed") | null;
                                outcomeAt: string | null;
                                outcomeDetail: string | null;
                            }[];
                        }[];
                        suppressedRecipients: {
                            /** @enum {string} */
                            channel: "email" | "sms";
                            recipient: string;
                            /** @enum {string} */
                            reason: "bounced" | "complained" | "unsubscribed" | "failing";
                            at: string;
                        }[];
                        removedFromTeam: {
                            recipient: string;
                            removedAt: string;
                        }[];
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ListProjectActivity: {
        parameters: {
            query?: {
                /** @description The previous page's `cursor`, for the next (older) entries */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who did what to the project, newest first, a page at a time: created, each save with the fields it changed, deadlines marked done or undone (from the app, or from an email link with the recipient who clicked), service recorded, documents prepared, deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            at: string;
                            actor: {
                                userId: string;
                                name: string;
                            } | {
                                email: string;
                            };
                            /** @enum {string} */
                            action: "created" | "saved" | "deadline_done" | "deadline_undone" | "service_recorded" | "document_prepared" | "deleted";
                            summary: string;
                        }[];
                        cursor: string | null;
                    };
                };
            };
            /** @description The body is not JSON; A `cursor` the API did not give */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project, or not yours (a deleted project keeps its activity) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetProjectImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import's spreadsheet: a header row of the project form's field names and two example rows, a private job and a public one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ImportProjects: {
        parameters: {
            query?: {
                /** @description `true` to preview: nothing is written */
                dryRun?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example name,type,address,generalContractor,propertyOwner,firstFurnishingDate,role
                 *     Palm Court Remodel,private,"120 Palm Ct, Coral Gables, FL",Coastal Builders LLC,Palm Court Holdings LLC,3/2/2026,subcontractor
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Import projects from a CSV file (UTF-8 with or without a byte order mark; dates `YYYY-MM-DD` or `M/D/YYYY`; yes/no/true/false). `dryRun=true` judges every row and writes nothing; without it each `ok` row is created as the form creates a project. Rows that repeat a project of the account or a row above (same name and address, case and spaces aside) are `duplicate` and not created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            row: number;
                            /** @enum {string} */
                            status: "ok" | "error" | "duplicate";
                            errors: {
                                field: string;
                                message: string;
                            }[];
                            project: {
                                [key: string]: string | boolean;
                            };
                        }[];
                        summary: {
                            ok: number;
                            error: number;
                            duplicate: number;
                        };
                    };
                };
            };
            /** @description The file is not CSV: not UTF-8 text, a quote never closed, or no column the import knows */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is over 1 MB or holds more than 500 rows */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not `text/csv` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    MarkDeadline: {
        parameters: {
            query?: never;
            header?: {
                /** @description The project `revision` the write was made from, as an entity tag (`"3"`), instead of the body field; `*` or none: whatever is current */
                "If-Match"?: string;
            };
            path: {
                id: string;
                deadlineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isCompleted": true,
                 *       "revision": 1,
                 *       "proof": {
                 *         "servedOn": "2026-02-10",
                 *         "method": "certified_mail",
                 *         "servedTo": "Brickell Holdings",
                 *         "reference": "9407 1000 0000 0000 0000 00"
                 *       }
                 *     }
                 */
                "application/json": {
                    isCompleted: boolean;
                    revision?: number;
                    proof?: {
                        servedOn: string;
                        /** @enum {string} */
                        method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                        /** @default  */
                        servedTo?: string;
                        /** @default  */
                        reference?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Mark one of the project's deadlines done, or undo the mark: the project as GET answers it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            createdAt: string;
                            updatedAt: string;
                            name: string;
                            /** @enum {string} */
                            type: "private" | "public";
                            address: string;
                            /** @enum {string} */
                            projectStatus: "active" | "completed" | "on_hold";
                            generalContractor: string;
                            contractorPhone: string;
                            contractorEmail: string;
                            propertyOwner: string;
                            ownerContact: string;
                            firstFurnishingDate: string;
                            lastFurnishingDate: string | "";
                            /** @enum {string} */
                            role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                            paymentBond: boolean;
                            lienRecordedDate: string | "";
                            lienRecordingReference: string;
                            contestServedDate: string | "";
                            showCauseServedDate: string | "";
                            bondContestServedDate: string | "";
                            swornStatementDemandDate: string | "";
                            terminationDate: string | "";
                            nocRecordedDate: string | "";
                            nocExpirationDate: string | "";
                            /** @enum {string} */
                            recurringAlertsInterval: "15" | "30" | "";
                            recurringAlertsStartDate: string | "";
                            recurringAlertsEndDate: string | "";
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                            emailAlerts: boolean;
                            smsAlerts: boolean;
                            textAccountPhone: boolean;
                            noticeToOwnerAlerts: boolean;
                            alertEmail: string;
                            alertEmail2: string;
                            alertEmail3: string;
                            alertEmail4: string;
                            alertEmail5: string;
                            alertPhone: string;
                            alertPhone2: string;
                            alertPhone3: string;
                            alertPhone4: string;
                            alertPhone5: string;
                            alertPhoneConsent: boolean;
                            alertPhone2Consent: boolean;
                            alertPhone3Consent: boolean;
                            alertPhone4Consent: boolean;
                            alertPhone5Consent: boolean;
                            ownerAddress: string;
                            contractorAddress: string;
                            customerName: string;
                            customerAddress: string;
                            suretyName: string;
                            suretyAddress: string;
                            bondNumber: string;
                            lenderName: string;
                            lenderAddress: string;
                            county: string;
                            legalDescription: string;
                            furnishingDescription: string;
                            contractPrice: string;
                            amountPaid: string;
                            amountUnpaid: string;
                        };
                        revision: number;
                        deadlines: {
                            id: string;
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            dueDate: string;
                            legalLastDay: string;
                            legalLastDayReason: string | null;
                            description: string;
                            summary: string;
                            statute: string | null;
                            statuteUrl: string | null;
                            alertsEnabled: boolean;
                            mailBy?: {
                                dueDate: string;
                                legalLastDay: string;
                                legalLastDayReason: string | null;
                            };
                            earliestDate?: string;
                            metOn?: string;
                            isCompleted: boolean;
                            serviceProof?: {
                                servedOn: string;
                                /** @enum {string} */
                                method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                                servedTo: string;
                                reference: string;
                            };
                            project: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "private" | "public";
                                firstFurnishingDate: string;
                                /** @enum {string} */
                                recurringAlertsInterval: "15" | "30" | "";
                                recurringAlertsStartDate: string | "";
                                recurringAlertsEndDate: string | "";
                            };
                        }[];
                        pendingDeadlines: {
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            reason: string;
                        }[];
                        notes: {
                            /** @enum {string} */
                            kind: "choose_role" | "no_statutory_deadline";
                            text: string;
                        }[];
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project or deadline, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `revision` sent (or `If-Match`) is not the stored one: the project changed since it was read, or another request changed it meanwhile (a mark without a revision is tried again a few times first) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetProjectDocument: {
        parameters: {
            query?: {
                /** @description A waiver's amount in dollars ("12500" or "12500.00"), s. 713.20(4), (5) */
                amount?: string;
                /** @description A progress waiver's through-date, YYYY-MM-DD */
                throughDate?: string;
            };
            header?: never;
            path: {
                id: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A statutory document (`notice-to-owner`, `claim-of-lien`, ...) filled with the project's facts and the company profile, with the facts missing and how to serve it (Gold) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "notice-to-owner" | "notice-to-contractor" | "claim-of-lien" | "notice-of-nonpayment" | "waiver-progress" | "waiver-final" | "final-payment-affidavit" | "sworn-statement";
                        title: string;
                        statute: string;
                        statuteUrl: string;
                        text: string;
                        blocks: {
                            /** @enum {string} */
                            kind: "prepared-by" | "title" | "warning" | "heading" | "paragraph" | "signature" | "notary";
                            text: string;
                        }[];
                        forRecording: boolean;
                        missing: string[];
                        serving: {
                            serveOn: {
                                /** @enum {string} */
                                party: "owner" | "contractor" | "customer" | "surety" | "lender" | "clerk";
                                name: string;
                                address: string;
                            }[];
                            methods: string[];
                            notes: string[];
                        };
                    };
                };
            };
            /** @description The body is not JSON; A waiver term in the query is malformed: `errors` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The plan is not Gold: "Gold Plan Required: the statutory forms are included with the Gold plan ($14.99/month). Upgrade to Gold to prepare them." */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such project, or not yours; a kind that is unknown or that the project's role and job do not call for */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetCompanyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company profile the statutory forms are signed with (every field '' until entered) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legalName: string;
                        address: string;
                        phone: string;
                        email: string;
                        signerName: string;
                        signerTitle: string;
                        preparedBy: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UpdateCompanyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "legalName": "Coastal Drywall LLC",
                 *       "address": "200 Biscayne Blvd, Miami, FL 33131",
                 *       "phone": "(305) 555-0142",
                 *       "email": "office@coastal.example.com",
                 *       "signerName": "Ana Reyes",
                 *       "signerTitle": "President"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    legalName?: string;
                    /** @default  */
                    address?: string;
                    phone?: string;
                    /** @default  */
                    email?: string;
                    /** @default  */
                    signerName?: string;
                    /** @default  */
                    signerTitle?: string;
                    /** @default  */
                    preparedBy?: string;
                };
            };
        };
        responses: {
            /** @description Replace the company profile (every field optional) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legalName: string;
                        address: string;
                        phone: string;
                        email: string;
                        signerName: string;
                        signerTitle: string;
                        preparedBy: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The caller is a member: the owner and admins keep the profile */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RequestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "newEmail": "maria@coastal.example.com",
                 *       "currentPassword": "Lien-Minder-2026"
                 *     }
                 */
                "application/json": {
                    newEmail: string;
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description Change the sign-in email, for the current password: a link that works once, for 24 hours, is sent to the new address; a newer request replaces it */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        pendingEmail: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; Not your current password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The new address already has a login */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ConfirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Make the change the link sent to the new address names: every session ends but a signed-in caller's own, which gets a new one, and the old address is told */
            200: {
                headers: {
                    /** @description A new session (`lm_session`) and its hint, when the caller was signed in as the person the change is about */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        email: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another login took the address meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link expired, was used, or a newer change replaced it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CloseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "Lien-Minder-2026"
                 *     }
                 */
                "application/json": {
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description Close the account (the owner, for the current password): its subscription is cancelled, every sign-in of it ends, and its projects, alerts, team and logins are deleted; the SMS consent log stays */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; Not the owner, or not your current password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people in the account, the owner first, and the invitations still open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            userId: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                        }[];
                        invitations: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is a member: the owner and admins manage the team */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    InviteTeammate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "luis@coastal.example.com",
                 *       "role": "member"
                 *     }
                 */
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "member";
                };
            };
        };
        responses: {
            /** @description Invite someone: an email with a single-use link to /join that works for 7 days */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitation: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The caller is a member; the Free plan (its text); or the plan's seats are taken, open invitations included (naming the limit) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    WithdrawInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdraw an invitation: its link stops working */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The caller is a member: the owner and admins manage the team */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such open invitation in the account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    JoinTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "d2hhdC1hbi1pbnZpdGF0aW9uLWxpbmstY2FycmllczQ",
                 *       "firstName": "Luis",
                 *       "lastName": "Ortega",
                 *       "password": "Lien-Minder-2026"
                 *     }
                 */
                "application/json": {
                    token: string;
                    firstName: string;
                    lastName: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Join the inviting account with the invitation's link: a login of one's own, signed in */
            201: {
                headers: {
                    /** @description The session (`lm_session`, HttpOnly), its hint for the web app (`lm_signed_in`) and the known-device cookie (`lm_device`); `__Host-` prefixed where the origin is https */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        phone: string;
                        /** @enum {string} */
                        subscriptionStatus: "free" | "silver" | "gold";
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                        pendingEmail?: string;
                        /** @constant */
                        firstSignIn?: true;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The plan's seats were taken meanwhile */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The invited email already has a login (the message says what to do) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link was used, withdrawn or is past its 7 days */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RemoveTeammate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a teammate: their sessions, calendar feed and links end at once; the account's projects stay */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The caller is a member: the owner and admins manage the team */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such person in the account (another account answers alike) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The person is the owner, or started the account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ChangeTeammateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "member";
                };
            };
        };
        responses: {
            /** @description Another role for a teammate: admin or member (the owner's only moves by a handover) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The caller is a member: the owner and admins manage the team */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such person in the account (another account answers alike) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The person is the owner */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    HandOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "k3j5n2p7q4r6s8t2"
                 *     }
                 */
                "application/json": {
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Hand ownership to an admin: they become the owner, the owner an admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            userId: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                        }[];
                        invitations: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The caller is not the account's owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such person in the account (another account answers alike) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The person is not an admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ExportProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's projects as a spreadsheet: the import's columns (it imports into another account as it is), then each statutory deadline's due date, legal last day, done mark and proof of service */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ExportAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything the account holds, as a file: the account, its company profile, projects with their deadlines and done marks, alert history with each message's outcome, the team, the calendar feeds' state and the SMS consents its people gave. No password hash, token or secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exportedAt: string;
                        account: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone: string;
                            /** @enum {string} */
                            plan: "free" | "silver" | "gold";
                            subscriptionState: string | null;
                            createdAt: string;
                            projectCount: number;
                            memberCount: number;
                        };
                        companyProfile: {
                            legalName: string;
                            address: string;
                            phone: string;
                            email: string;
                            signerName: string;
                            signerTitle: string;
                            preparedBy: string;
                        } | null;
                        projects: {
                            project: {
                                id: string;
                                createdAt: string;
                                updatedAt: string;
                                name: string;
                                /** @enum {string} */
                                type: "private" | "public";
                                address: string;
                                /** @enum {string} */
                                projectStatus: "active" | "completed" | "on_hold";
                                generalContractor: string;
                                contractorPhone: string;
                                contractorEmail: string;
                                propertyOwner: string;
                                ownerContact: string;
                                firstFurnishingDate: string;
                                lastFurnishingDate: string | "";
                                /** @enum {string} */
                                role: "" | "contractor" | "subcontractor" | "sub_subcontractor" | "supplier_to_contractor" | "supplier_to_subcontractor" | "laborer" | "design_professional";
                                paymentBond: boolean;
                                lienRecordedDate: string | "";
                                lienRecordingReference: string;
                                contestServedDate: string | "";
                                showCauseServedDate: string | "";
                                bondContestServedDate: string | "";
                                swornStatementDemandDate: string | "";
                                terminationDate: string | "";
                                nocRecordedDate: string | "";
                                nocExpirationDate: string | "";
                                /** @enum {string} */
                                recurringAlertsInterval: "15" | "30" | "";
                                recurringAlertsStartDate: string | "";
                                recurringAlertsEndDate: string | "";
                                /** @enum {string} */
                                timeZone: "America/New_York" | "America/Chicago";
                                emailAlerts: boolean;
                                smsAlerts: boolean;
                                textAccountPhone: boolean;
                                noticeToOwnerAlerts: boolean;
                                alertEmail: string;
                                alertEmail2: string;
                                alertEmail3: string;
                                alertEmail4: string;
                                alertEmail5: string;
                                alertPhone: string;
                                alertPhone2: string;
                                alertPhone3: string;
                                alertPhone4: string;
                                alertPhone5: string;
                                alertPhoneConsent: boolean;
                                alertPhone2Consent: boolean;
                                alertPhone3Consent: boolean;
                                alertPhone4Consent: boolean;
                                alertPhone5Consent: boolean;
                                ownerAddress: string;
                                contractorAddress: string;
                                customerName: string;
                                customerAddress: string;
                                suretyName: string;
                                suretyAddress: string;
                                bondNumber: string;
                                lenderName: string;
                                lenderAddress: string;
                                county: string;
                                legalDescription: string;
                                furnishingDescription: string;
                                contractPrice: string;
                                amountPaid: string;
                                amountUnpaid: string;
                            };
                            deadlines: {
                                id: string;
                                /** @enum {string} */
                                type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                                title: string;
                                dueDate: string;
                                legalLastDay: string;
                                legalLastDayReason: string | null;
                                statute: string | null;
                                isCompleted: boolean;
                                metOn?: string;
                                serviceProof?: {
                                    servedOn: string;
                                    /** @enum {string} */
                                    method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                                    servedTo: string;
                                    reference: string;
                                };
                            }[];
                            alertHistory: {
                                alerts: {
                                    deadlineId: string;
                                    /** @enum {string} */
                                    deadlineType: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                                    dueDate: string;
                                    /** @enum {string} */
                                    alertKey: "d30" | "d14" | "d7" | "d3" | "d1" | "due" | "catch_up";
                                    /** @enum {string} */
                                    state: "scheduled" | "sending" | "sent" | "partly_sent" | "failed" | "skipped" | "deferred";
                                    scheduledFor: string;
                                    sentAt: string | null;
                                    reason: string | null;
                                    messages: {
                                        /** @enum {string} */
                                        channel: "email" | "sms";
                                        recipient: string;
                                        /** @enum {string} */
                                        state: "pending" | "sent" | "failed" | "skipped";
                                        at: string | null;
                                        reason: string | null;
                                        outcome: ("delivered" | "bounced" | "complained" | "undelivered" | "failed") | null;
                                        outcomeAt: string | null;
                                        outcomeDetail: string | null;
                                    }[];
                                }[];
                                suppressedRecipients: {
                                    /** @enum {string} */
                                    channel: "email" | "sms";
                                    recipient: string;
                                    /** @enum {string} */
                                    reason: "bounced" | "complained" | "unsubscribed" | "failing";
                                    at: string;
                                }[];
                                removedFromTeam: {
                                    recipient: string;
                                    removedAt: string;
                                }[];
                            };
                        }[];
                        team: {
                            members: {
                                userId: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                            }[];
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "admin" | "member";
                                expiresAt: string;
                            }[];
                        };
                        calendarFeeds: {
                            userId: string;
                            email: string;
                            live: boolean;
                            since: string | null;
                        }[];
                        smsConsents: {
                            id: string;
                            name: string | null;
                            phone: string;
                            ip: string;
                            userAgent: string;
                            timestamp: string;
                            /** @enum {string} */
                            programType: "deadline_alerts" | "marketing";
                            frequency: string;
                            termsUrl: string;
                            privacyUrl: string;
                            consentText: string;
                            /** @enum {string} */
                            action: "opt_in" | "opt_out";
                            /** @enum {string} */
                            source: "registration" | "opt_in_page" | "project_form" | "sms_keyword" | "carrier_opt_out";
                        }[];
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not the account's owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@coastal.example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Email a password reset link (answers alike whether or not the account exists) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ValidateResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "reset-token"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Whether a reset token is still good */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "reset-token",
                 *       "newPassword": "Roofing2026"
                 *     }
                 */
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Choose a new password with a reset token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    TestSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "(305) 555-0142",
                 *       "message": "LienMinder test"
                 *     }
                 */
                "application/json": {
                    phone: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Send a test text to a phone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; Not your own opted-in number, or outside texting hours */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    TestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": ""
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Send a test email (the account's address when none is given) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; Not your own address */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    EmailConfigStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether email sending is configured */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        host: boolean;
                        port: boolean;
                        user: boolean;
                        pass: boolean;
                        details: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    EmailConnectionTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Test the email provider connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        details: {
                            [key: string]: string;
                        };
                        error: string | null;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    TwilioWebhookStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Twilio webhook's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        accountSid: string | null;
                        phoneNumber: string | null;
                        webhookUrls: {
                            smsReply: string;
                            smsStatus: string | null;
                            voice: string | null;
                        };
                        setupInstructions: string[];
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GenerateResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@coastal.example.com",
                 *       "currentPassword": "Lien-Minder-2026"
                 *     }
                 */
                "application/json": {
                    email: string;
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description Diagnostics: a reset token for the signed-in user, for their current password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        userEmail: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; Not your own account email, or not your current password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Diagnostics are off in this deployment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CreateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tier": "silver"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    tier: "silver" | "gold";
                };
            };
        };
        responses: {
            /** @description Start or change a paid plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "active" | "incomplete" | "pending";
                        /** @enum {string} */
                        currentPlan: "free" | "silver" | "gold";
                        clientSecret: string | null;
                        publishableKey: string | null;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; The plan cannot be changed to that tier this way, or the caller is not the account's owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "confirmDataDeletion": true
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    confirmDataDeletion: true;
                };
            };
        };
        responses: {
            /** @description Cancel the paid plan at the period end */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        currentPeriodEnd: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; No paid plan to cancel, or the caller is not the account's owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_fake",
                 *       "type": "invoice.payment_failed",
                 *       "created": 1780000000,
                 *       "api_version": "2026-10-28.endive",
                 *       "livemode": false,
                 *       "data": {
                 *         "object": {}
                 *       }
                 *     }
                 */
                "application/json": {
                    id: string;
                    type: string;
                    created: number;
                    api_version?: string | null;
                    livemode?: boolean;
                    data: {
                        object: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Stripe's billing events, verified by the Stripe-Signature header; an event of an API version other than 2026-10-28.endive is refused (400), one still being handled by another delivery answers 409 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @enum {string} */
                        outcome: "applied" | "stale" | "repeated" | "ignored" | "unknown-customer" | "unknown-subscription";
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message; The Stripe-Signature header is missing, wrong or too old */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another delivery of the same event holds its lease; Stripe retries later */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StripeTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Diagnostics: the payment setup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        prices: {
                            silver: {
                                id: string;
                                amount: number | null;
                                currency: string;
                                interval: string | null;
                            } | null;
                            gold: {
                                id: string;
                                amount: number | null;
                                currency: string;
                                interval: string | null;
                            } | null;
                        };
                        details: {
                            silverPriceId: boolean;
                            goldPriceId: boolean;
                        };
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the per-user limit of payment provider checks (`Retry-After`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StripeConfigStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Diagnostics: payment settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allConfigured: boolean;
                        secretKey: boolean;
                        publishableKey: boolean;
                        webhookSecret: boolean;
                        silverPriceId: boolean;
                        goldPriceId: boolean;
                        webhookUrl: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StripeApiTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Diagnostics: the payment provider's API */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        details: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the per-user limit of payment provider checks (`Retry-After`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StripePriceTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Diagnostics: the plans' prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        silverValid: boolean;
                        goldValid: boolean;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the per-user limit of payment provider checks (`Retry-After`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StripeWebhookStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Diagnostics: the Stripe webhook's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookConfigured: boolean;
                        webhookUrl: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetSmsConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SMS program's public settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consentText: string;
                        termsUrl: string;
                        privacyUrl: string;
                        proofBits: number;
                        proofChallenge: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SmsOptIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana Reyes",
                 *       "phone": "(305) 555-0142",
                 *       "sms_opt_in": true,
                 *       "proof": "1:16:2611231500:+13055550142::9f3c2a1b7d4e6f80a1b2c3d4:48213"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    phone: string;
                    /** @constant */
                    sms_opt_in: true;
                    proof: string;
                    /**
                     * @default opt_in_page
                     * @enum {string}
                     */
                    source?: "registration" | "opt_in_page";
                };
            };
        };
        responses: {
            /** @description Record a phone's consent to alert texts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        smsSent: boolean;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SmsIncoming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "MessageSid": "SMfake",
                 *       "From": "+13055550142",
                 *       "Body": "HELP"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    MessageSid: string;
                    From: string;
                    /** @default  */
                    Body?: string;
                };
            };
        };
        responses: {
            /** @description Twilio's incoming-text webhook (STOP, START, HELP), verified by X-Twilio-Signature */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description The X-Twilio-Signature header is missing or wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not form-encoded */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SmsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "MessageSid": "SMfake",
                 *       "MessageStatus": "delivered"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    MessageSid: string;
                    MessageStatus: string;
                    ErrorCode?: string;
                };
            };
        };
        responses: {
            /** @description Twilio's status callback for alert texts (delivered, undelivered, failed with its error code), verified by X-Twilio-Signature; answers an empty TwiML reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description The X-Twilio-Signature header is missing or wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not form-encoded */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ListSmsConsents: {
        parameters: {
            query?: {
                /** @description Where the previous page ended */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent log, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consents: {
                            id: string;
                            name: string | null;
                            phone: string;
                            ip: string;
                            userAgent: string;
                            timestamp: string;
                            /** @enum {string} */
                            programType: "deadline_alerts" | "marketing";
                            frequency: string;
                            termsUrl: string;
                            privacyUrl: string;
                            consentText: string;
                            /** @enum {string} */
                            action: "opt_in" | "opt_out";
                            /** @enum {string} */
                            source: "registration" | "opt_in_page" | "project_form" | "sms_keyword" | "carrier_opt_out";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong or missing admin credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CreateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "Lien-Minder-2026"
                 *     }
                 */
                "application/json": {
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description A new private calendar feed address `{ url }`, for the current password; the user's old one stops answering. A password reset or signing out everywhere ends it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The body is not JSON, or fails the schema: `errors` names each field with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site; Not your current password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RevokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke the user's calendar feed address (done already when there is none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or one that has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed owner's open deadlines as iCalendar all-day events; the token (`.ics` optional) is the key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No live feed has this token */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UnsubscribePage: {
        parameters: {
            query?: {
                /** @description The signed token of the email's link: one account, one address */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page an alert email's unsubscribe link opens: where alerts from that account to that address stand, with the button to stop or resume them; changes nothing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token was not signed by this server, or its account is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Unsubscribe: {
        parameters: {
            query?: {
                /** @description The signed token of the email's link: one account, one address */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "List-Unsubscribe": "One-Click"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    "List-Unsubscribe"?: "One-Click";
                    /** @constant */
                    resubscribe?: "yes";
                };
            };
        };
        responses: {
            /** @description One-click unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`): the account stops alert emails to that address at once. The page's undo posts `resubscribe=yes`: the recipient asks for them again (any stop on the address is lifted). Answers the page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token was not signed by this server, or its account is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not form-encoded */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ReadDeadlineDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deadline an alert email's Mark as done link opens, and its project; changes nothing (no session: the signed token is the key) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            name: string;
                            address: string;
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                        };
                        deadline: {
                            id: string;
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            dueDate: string;
                            legalLastDay: string;
                            legalLastDayReason: string | null;
                            description: string;
                            summary: string;
                            statute: string | null;
                            statuteUrl: string | null;
                            alertsEnabled: boolean;
                            mailBy?: {
                                dueDate: string;
                                legalLastDay: string;
                                legalLastDayReason: string | null;
                            };
                            earliestDate?: string;
                            metOn?: string;
                            isCompleted: boolean;
                            serviceProof?: {
                                servedOn: string;
                                /** @enum {string} */
                                method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                                servedTo: string;
                                reference: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token is malformed or not signed by this app, or its project or deadline is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token has expired (a while after the deadline's legal last day), or its recipient may no longer act on the project: off its alert list, removed from the team, or sent before the owner's password reset */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    MarkDeadlineDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mark the link's deadline done (its alerts stop): the deadline as GET answers it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            name: string;
                            address: string;
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                        };
                        deadline: {
                            id: string;
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            dueDate: string;
                            legalLastDay: string;
                            legalLastDayReason: string | null;
                            description: string;
                            summary: string;
                            statute: string | null;
                            statuteUrl: string | null;
                            alertsEnabled: boolean;
                            mailBy?: {
                                dueDate: string;
                                legalLastDay: string;
                                legalLastDayReason: string | null;
                            };
                            earliestDate?: string;
                            metOn?: string;
                            isCompleted: boolean;
                            serviceProof?: {
                                servedOn: string;
                                /** @enum {string} */
                                method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                                servedTo: string;
                                reference: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token is malformed or not signed by this app, or its project or deadline is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another request kept changing the project */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token has expired (a while after the deadline's legal last day), or its recipient may no longer act on the project: off its alert list, removed from the team, or sent before the owner's password reset */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UndoDeadlineDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Undo the link's done mark (its alerts are planned again): the deadline as GET answers it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            name: string;
                            address: string;
                            /** @enum {string} */
                            timeZone: "America/New_York" | "America/Chicago";
                        };
                        deadline: {
                            id: string;
                            /** @enum {string} */
                            type: "notice_to_owner" | "sworn_statement" | "record_lien" | "serve_lien" | "final_payment_affidavit" | "enforce_lien" | "bond_suit" | "noc_expiration" | "recurring_lien_reminder" | "periodic_alert";
                            title: string;
                            dueDate: string;
                            legalLastDay: string;
                            legalLastDayReason: string | null;
                            description: string;
                            summary: string;
                            statute: string | null;
                            statuteUrl: string | null;
                            alertsEnabled: boolean;
                            mailBy?: {
                                dueDate: string;
                                legalLastDay: string;
                                legalLastDayReason: string | null;
                            };
                            earliestDate?: string;
                            metOn?: string;
                            isCompleted: boolean;
                            serviceProof?: {
                                servedOn: string;
                                /** @enum {string} */
                                method: "certified_mail" | "registered_mail" | "global_express_guaranteed" | "common_carrier" | "hand_delivery" | "posting" | "recorded";
                                servedTo: string;
                                reference: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is not JSON; A deadline met by a recorded Claim of Lien stays done */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Origin header names another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token is malformed or not signed by this app, or its project or deadline is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another request kept changing the project */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token has expired (a while after the deadline's legal last day), or its recipient may no longer act on the project: off its alert list, removed from the team, or sent before the owner's password reset */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this account); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    OpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        components: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or a provider is not answering, or the server failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
