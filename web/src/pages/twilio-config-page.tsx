import { DiagnosticPage } from '@/components/diagnostics/diagnostic-page';
import { TwilioSummary } from '@/components/diagnostics/twilio-summary';
import { useDiagnostic } from '@/components/diagnostics/use-diagnostic';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

function WebhookUrl({ label, url }: { label: string; url: string | null }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd>
        {url ? (
          <code className="block break-all rounded-md bg-muted px-3 py-2 text-sm">{url}</code>
        ) : (
          <span className="text-sm text-muted-foreground">Not used by LienMinder: leave it empty.</span>
        )}
      </dd>
    </div>
  );
}

/** /twilio-config (docs/product.md sections 2 and 3): configuration, the webhook URLs and how to set them up. */
export default function TwilioConfigPage() {
  const status = useDiagnostic('/api/twilio/webhook-status');
  return (
    <DiagnosticPage
      title="Twilio Webhook Configuration"
      description="What Twilio needs to deliver replies such as STOP and HELP to LienMinder."
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Configuration</CardTitle>
        </CardHeader>
        <CardContent>
          <TwilioSummary status={status.data} isPending={status.isPending} />
        </CardContent>
      </Card>
      {status.data ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Webhook URLs</CardTitle>
              <CardDescription>Use HTTP POST.</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4">
                <WebhookUrl label="SMS reply (A message comes in)" url={status.data.webhookUrls.smsReply} />
                <WebhookUrl label="SMS status callback" url={status.data.webhookUrls.smsStatus} />
                <WebhookUrl label="Voice" url={status.data.webhookUrls.voice} />
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Setup instructions</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="list-decimal space-y-2 pl-5 text-sm">
                {status.data.setupInstructions.map((step) => (
                  <li key={step} className="break-words">
                    {step}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </>
      ) : null}
    </DiagnosticPage>
  );
}
