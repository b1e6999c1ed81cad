import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { OperatorNotices } from '#ports/operator-notices';

/** Operator notices on the stage's SNS topic; operators subscribe to it by email. */
export function snsOperatorNotices(client: SNSClient, topicArn: string): OperatorNotices {
  return {
    async publish(notice) {
      // SNS rejects subjects over 100 characters or with line breaks.
      const subject = notice.subject.replace(/\s+/g, ' ').slice(0, 100);
      await client.send(
        new PublishCommand({ TopicArn: topicArn, Subject: subject, Message: notice.message }),
      );
    },
  };
}
