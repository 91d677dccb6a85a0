/** How a customer is called out: the first word of the name they gave ('' when none). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
