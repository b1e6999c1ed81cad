import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Alerts } from './alerts';
import { Api } from './api';
import { AppSecret } from './app-secret';
import { Data } from './data';
import { Operations } from './operations';
import type { StageConfig } from './stage-config';
import { Web } from './web';

export interface LienClockStackProps extends StackProps {
  config: StageConfig;
}

/** One stack per stage: data, secrets, alert delivery, the API, the site and its alarms. */
export class LienClockStack extends Stack {
  readonly data: Data;
  readonly secret: AppSecret;
  readonly alerts: Alerts;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: LienClockStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data', config);
    this.secret = new AppSecret(this, 'AppSecret', config);
    this.alerts = new Alerts(this, 'Alerts', { config, data: this.data, secret: this.secret });
    this.api = new Api(this, 'Api', { config, data: this.data, secret: this.secret, alerts: this.alerts });
    this.web = new Web(this, 'Web', { config, httpApi: this.api.httpApi });

    const handlers = [...this.api.functions, this.alerts.sendAlert, this.alerts.dailySweep];
    // Links in emails, the Origin check and the Twilio signature check all need the address users see.
    for (const handler of handlers) handler.function.addEnvironment('PUBLIC_URL', this.web.publicUrl);

    new Operations(this, 'Operations', {
      handlers,
      httpApi: this.api.httpApi,
      deadLetterQueue: this.alerts.deadLetterQueue,
      scheduleGroup: this.alerts.scheduleGroup,
      operatorTopic: this.alerts.operatorTopic,
    });

    new CfnOutput(this, 'PublicUrl', {
      value: this.web.publicUrl,
      description: 'The app (and webhook base URL)',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME/alias) here',
    });
    new CfnOutput(this, 'AppSecretArn', {
      value: this.secret.secret.secretArn,
      description: 'Fill in with aws secretsmanager put-secret-value (infra/README.md)',
    });
    new CfnOutput(this, 'OperatorTopicArn', {
      value: this.alerts.operatorTopic.topicArn,
      description: 'Subscribe an operator email to receive alarms',
    });
  }
}
