import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

export interface SpendBudgetProps {
  stage: string;
  monthlyUsd: number;
  email: string;
}

/**
 * A monthly AWS Budget on the account's spend: it emails the stage's alarm address when the month's
 * actual spend passes 80% of the budget, and when AWS forecasts it will pass the whole. Spend is not
 * a CloudWatch alarm (billing metrics update a few times a day); a budget is free for the first two
 * an account has. It covers the whole account: a stage has no cost filter of its own until its
 * tags are activated as cost allocation tags (infra/README.md).
 */
export class SpendBudget extends Construct {
  constructor(scope: Construct, id: string, props: SpendBudgetProps) {
    super(scope, id);
    const subscribers = [{ subscriptionType: 'EMAIL', address: props.email }];
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `lienminder-${props.stage}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
  }
}
