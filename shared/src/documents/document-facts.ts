/**
 * The facts the statutory forms' blanks take, read from the project, the company profile, the
 * waiver's terms and the notice's proof of service, each written as its blank expects (dates as
 * "March 3, 2025", dollars as "12,500.00") or, when it is missing, marked plainly in the text and
 * named by its field.
 */
import type { CompanyProfile, DocumentInput, NoticeServiceRecord, WaiverTerms } from './document-contract';
import { amountOfCents, centsOf, dayOfMonthYear, dollars, longDate } from './document-formats';
import { type Blank, given, joined } from './fill-form';
import { WRITE_IN } from './forms/statutory-form';
import { type FactField, missingMarker } from './missing-facts';

/** The lines of a fact typed on several lines, each trimmed, the empty ones dropped. */
const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** One line: an address typed on several lines reads "street, city" inside a sentence. */
const oneLine = (value: string): string => linesOf(value).join(', ');

/** Line by line, as a signature block or a mailing address prints it. */
const asTyped = (value: string): string => linesOf(value).join('\n');

function fact(value: string, field: FactField, written: (value: string) => string = oneLine): Blank {
  return value.trim() === ''
    ? { text: missingMarker(field), missing: [field] }
    : given(written(value.trim()));
}

interface Party {
  name: Blank;
  address: Blank;
}

const withAddress = (party: Party): Blank => joined(', ', party.name, party.address);

type ProjectFacts = DocumentInput['project'];

export const ownerOf = (project: ProjectFacts): Party => ({
  name: fact(project.propertyOwner, 'propertyOwner'),
  address: fact(project.ownerAddress, 'ownerAddress'),
});

export const contractorOf = (project: ProjectFacts): Party => ({
  name: fact(project.generalContractor, 'generalContractor'),
  address: fact(project.contractorAddress, 'contractorAddress'),
});

const enteredCustomer = (project: ProjectFacts): Party => ({
  name: fact(project.customerName, 'customerName'),
  address: fact(project.customerAddress, 'customerAddress'),
});

/**
 * Whom the lienor contracted with (s. 713.08(1)(b)), from "Who hired you?": the owner hired the
 * contractor and the design professional, the contractor its subcontractors and suppliers; below a
 * subcontractor the project names the customer. A laborer's employer, or a lienor whose role is not
 * chosen yet, is the customer entered, else the contractor (the project asks for the customer only
 * "when not the contractor").
 */
export function customerOf(project: ProjectFacts): Party {
  switch (project.role) {
    case 'contractor':
    case 'design_professional':
      return ownerOf(project);
    case 'subcontractor':
    case 'supplier_to_contractor':
      return contractorOf(project);
    case 'sub_subcontractor':
    case 'supplier_to_subcontractor':
      return enteredCustomer(project);
    case 'laborer':
    case '':
      return project.customerName.trim() === '' && project.generalContractor.trim() !== ''
        ? contractorOf(project)
        : enteredCustomer(project);
  }
}

export const suretyOf = (project: ProjectFacts): Party => ({
  name: fact(project.suretyName, 'suretyName'),
  address: fact(project.suretyAddress, 'suretyAddress'),
});

/** A lender is served only when the project names one (s. 713.06(2)(a), the notice of commencement's lender). */
export const lenderOf = (project: ProjectFacts): Party | null =>
  project.lenderName.trim() === ''
    ? null
    : { name: given(oneLine(project.lenderName)), address: fact(project.lenderAddress, 'lenderAddress') };

const profileFact = (
  profile: CompanyProfile,
  key: keyof CompanyProfile,
  written: (value: string) => string = oneLine,
) => fact(profile[key], `profile.${key}` as FactField, written);

/**
 * "This instrument prepared by:" on a recorded document (s. 695.26(1)(b)): the name and
 * post-office address of the natural person who prepared it. The profile's preparer when one is
 * entered (the company's attorney, say), else the signer, at the company's address.
 */
export function preparerOf(profile: CompanyProfile): Blank {
  if (profile.preparedBy.trim() !== '') return given(asTyped(profile.preparedBy));
  return joined(
    '\n',
    profileFact(profile, 'signerName'),
    profileFact(profile, 'legalName'),
    profileFact(profile, 'address', asTyped),
  );
}

const waiverFact = (
  waiver: WaiverTerms | undefined,
  key: keyof WaiverTerms,
  written: (value: string) => string,
) => fact(waiver?.[key] ?? '', `waiver.${key}` as FactField, written);

const serviceFact = (service: NoticeServiceRecord | undefined, key: keyof NoticeServiceRecord) =>
  fact(service?.[key] ?? '', `noticeService.${key}` as FactField, key === 'servedOn' ? longDate : oneLine);

/**
 * "The amount to become due, if known" (s. 713.16(2)): what the contract price leaves once the
 * amounts paid and unpaid are counted, when all three are entered and agree; otherwise written in.
 */
function amountToBecomeDue(project: ProjectFacts): Blank {
  const amounts = [project.contractPrice, project.amountPaid, project.amountUnpaid];
  if (amounts.some((amount) => amount.trim() === '')) return given(WRITE_IN);
  const [price = 0, paid = 0, unpaid = 0] = amounts.map(centsOf);
  const rest = price - paid - unpaid;
  return rest < 0 ? given(WRITE_IN) : given(dollars(amountOfCents(rest)));
}

/** Every fact a form can ask, by the name its `{blank}` uses. */
export function documentBlanks(input: DocumentInput): Record<string, Blank> {
  const { project, profile, today } = input;
  const lienor = profileFact(profile, 'legalName');
  const lienorAddress = profileFact(profile, 'address');
  const signer = profileFact(profile, 'signerName');
  const title = profileFact(profile, 'signerTitle');
  const propertyLines = [project.address, project.legalDescription]
    .map(oneLine)
    .filter((line) => line !== '');
  return {
    owner: ownerOf(project).name,
    ownerWithAddress: withAddress(ownerOf(project)),
    contractor: contractorOf(project).name,
    contractorWithAddress: withAddress(contractorOf(project)),
    suretyWithAddress: withAddress(suretyOf(project)),
    customer: customerOf(project).name,
    furnishing: fact(project.furnishingDescription, 'furnishingDescription'),
    // "A description sufficient for identification of the real property" (s. 713.06(2)(a)): the
    // street address and, when entered, the legal description; missing only when neither is.
    property: propertyLines.length > 0 ? given(propertyLines.join('; ')) : fact('', 'legalDescription'),
    legalDescription: fact(project.legalDescription, 'legalDescription'),
    county: fact(project.county, 'county'),
    contractPrice: fact(project.contractPrice, 'contractPrice', dollars),
    amountPaid: fact(project.amountPaid, 'amountPaid', dollars),
    amountUnpaid: fact(project.amountUnpaid, 'amountUnpaid', dollars),
    amountToBecomeDue: amountToBecomeDue(project),
    firstFurnished: fact(project.firstFurnishingDate, 'firstFurnishingDate', longDate),
    lastFurnished: fact(project.lastFurnishingDate, 'lastFurnishingDate', longDate),
    demandServed: fact(project.swornStatementDemandDate, 'swornStatementDemandDate', longDate),
    lienor,
    lienorAddress,
    lienorAddressLines: profileFact(profile, 'address', asTyped),
    affiant: signer,
    relation: title,
    dated: given(longDate(today)),
    signedDay: given(dayOfMonthYear(today)),
    waiverAmount: waiverFact(input.waiver, 'amount', dollars),
    waiverThrough: waiverFact(input.waiver, 'throughDate', longDate),
    noticeServedOn: serviceFact(input.noticeService, 'servedOn'),
    noticeMethod: serviceFact(input.noticeService, 'method'),
  };
}
