/** The element id of an opportunity's card, so a marker can scroll to it. */
export function cardDomId(opportunityId: string): string {
  return `card-${opportunityId}`;
}
