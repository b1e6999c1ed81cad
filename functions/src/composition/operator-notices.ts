/** Notices for the operator: the SNS topic in AWS (OPERATOR_TOPIC_ARN), the log otherwise. */
import { SNSClient } from '@aws-sdk/client-sns';
import type { OperatorNotices } from '#ports/operator-notices';
import { snsOperatorNotices } from '../adapters/aws/sns-operator-notices';
import { logOperatorNotices } from '../adapters/local/log-operator-notices';
import { config } from './runtime';
import type { Part } from './scope';

export const operatorNotices: Part<OperatorNotices> = {
  build: (use) => {
    const { runtime, environment } = use(config);
    const topicArn = environment.OPERATOR_TOPIC_ARN;
    return runtime === 'aws' && topicArn
      ? snsOperatorNotices(new SNSClient({}), topicArn)
      : logOperatorNotices;
  },
};
