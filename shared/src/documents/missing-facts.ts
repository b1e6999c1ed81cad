/**
 * The facts a document can be missing, by the field name a prepared document's `missing` reports
 * (the project's fields by their own names, the others prefixed: `profile.legalName`,
 * `waiver.amount`, `noticeService.servedOn`), with the words the preview shows for each and the
 * marker the document's text leaves in its place.
 */
export const FACT_LABELS = {
  propertyOwner: 'Owner’s name',
  ownerAddress: 'Owner’s mailing address',
  generalContractor: 'Contractor’s name',
  contractorAddress: 'Contractor’s address',
  customerName: 'Name of the party who hired you',
  customerAddress: 'Address of the party who hired you',
  suretyName: 'Surety’s name',
  suretyAddress: 'Surety’s address',
  lenderName: 'Lender’s name',
  lenderAddress: 'Lender’s address',
  county: 'County of the property',
  legalDescription: 'Legal description of the property',
  furnishingDescription: 'What you furnished',
  contractPrice: 'Contract price',
  amountPaid: 'Amount paid',
  amountUnpaid: 'Amount unpaid',
  firstFurnishingDate: 'First furnishing date',
  lastFurnishingDate: 'Last furnishing date',
  swornStatementDemandDate: 'Date the owner’s demand was served',
  'profile.legalName': 'Your company’s legal name',
  'profile.address': 'Your company’s address',
  'profile.signerName': 'Signer’s name',
  'profile.signerTitle': 'Signer’s title',
  'waiver.amount': 'Payment amount',
  'waiver.throughDate': 'Date the waiver runs through',
  'noticeService.servedOn': 'Date the notice was served',
  'noticeService.method': 'How the notice was served',
} as const;
export type FactField = keyof typeof FACT_LABELS;

/** The plainly marked gap a missing fact leaves in a document's text. */
export const missingMarker = (field: FactField): string => `[MISSING: ${FACT_LABELS[field]}]`;
