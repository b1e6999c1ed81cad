import { ALERT_FUNCTIONS } from '@lienminder/functions/routes';
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import { EventBus, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
} from 'aws-cdk-lib/aws-ses';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type AccessGrants, grantAccess } from './function-access';
import { HandlerFunction } from './handler-function';
import { configurationSetName, type StageConfig } from './stage-config';

/** SES's events that tell an email's fate; the rest (sends, opens, clicks) say nothing the app keeps. */
const OUTCOME_EVENTS = [EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];
/** Their detail types on the default event bus. */
const OUTCOME_DETAIL_TYPES = ['Email Delivered', 'Email Bounced', 'Email Complaint Received'];

export interface SendingDomainProps extends AccessGrants {
  config: StageConfig;
  deadLetterQueue: Queue;
}

/**
 * The stage's signed sending domain and what SES reports about each email:
 *   - the SES identity of the sender's domain (stage config `sesIdentity`) with Easy DKIM and a
 *     custom MAIL FROM domain (`mail.<domain>`), so mail passes SPF and DKIM aligned with the From
 *     domain, as Gmail and Yahoo require of bulk senders with DMARC;
 *   - the configuration set every send names, and the identity's default, whose delivery, bounce
 *     and complaint events go to the default event bus;
 *   - the rule that hands each of those events to EmailEvents (the event's `detail`, SES's own
 *     notification), retried and then dead-lettered like the alert hand-overs;
 *   - the DNS records to publish, as stack outputs (infra/README.md lists them with DMARC's).
 */
export class SendingDomain extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly emailEvents: HandlerFunction;
  readonly eventRule: Rule;

  constructor(scope: Construct, id: string, props: SendingDomainProps) {
    super(scope, id);
    const { config } = props;
    const domain = config.sesIdentity;
    const mailFromDomain = `mail.${domain}`;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: configurationSetName(config.stage),
      reputationMetrics: true,
      sendingEnabled: true,
    });
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    this.configurationSet.addEventDestination('Outcomes', {
      destination: EventDestination.eventBus(defaultBus),
      events: OUTCOME_EVENTS,
    });

    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
      mailFromDomain,
      // Until the MX record is published SES sends from its own MAIL FROM rather than refusing.
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    });

    this.emailEvents = new HandlerFunction(this, ALERT_FUNCTIONS.emailEvents.name, {
      definition: ALERT_FUNCTIONS.emailEvents,
      config,
      timeout: Duration.seconds(30),
    });
    this.emailEvents.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(props.deadLetterQueue),
    });
    grantAccess(this.emailEvents.function, ALERT_FUNCTIONS.emailEvents, props);
    this.eventRule = new Rule(this, 'EmailEventRule', {
      description: `LienMinder ${config.stage}: hands SES delivery, bounce and complaint events to email-events`,
      eventPattern: {
        source: ['aws.ses'],
        detailType: OUTCOME_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [configurationSetName(config.stage)] } } },
      },
      targets: [
        new LambdaTarget(this.emailEvents.function, {
          event: RuleTargetInput.fromEventPath('$.detail'),
          deadLetterQueue: props.deadLetterQueue,
          retryAttempts: 2,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    const region = Stack.of(this).region;
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: `Easy DKIM: publish this CNAME record for ${domain}`,
      });
    });
    new CfnOutput(this, 'MailFromMxRecord', {
      value: `${mailFromDomain} MX 10 feedback-smtp.${region}.amazonses.com`,
      description: 'Custom MAIL FROM: publish this MX record',
    });
    new CfnOutput(this, 'MailFromSpfRecord', {
      value: `${mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
      description: 'Custom MAIL FROM: publish this SPF (TXT) record',
    });
    new CfnOutput(this, 'DmarcRecord', {
      value: `_dmarc.${domain} TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@${domain}"`,
      description:
        'DMARC: publish this TXT record (start with p=none to watch the reports first if the domain sends other mail)',
    });
  }
}
