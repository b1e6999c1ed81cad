import { type ServiceProof, serviceMethodWords } from '@lienminder/shared';
import { formatLocalDate } from './format-local-date';

/** How a done deadline was met, as its done mark recorded it. */
export function ServiceProofLine({ proof }: { proof: ServiceProof }) {
  return (
    <p className="text-sm" data-service-proof>
      <span className="font-medium">Served </span>
      <time dateTime={proof.servedOn}>{formatLocalDate(proof.servedOn)}</time>
      {` by ${serviceMethodWords(proof.method)}`}
      {proof.servedTo && ` on ${proof.servedTo}`}
      {proof.reference && (
        <>
          {'. Tracking or instrument number: '}
          <span className="break-all font-mono">{proof.reference}</span>
        </>
      )}
    </p>
  );
}
