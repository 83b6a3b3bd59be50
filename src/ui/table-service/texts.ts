/**
 * Every text the table-service parts show (calling the staff on the menu, cart and bill; the
 * table's bill; the split), in one place so it moves into the message catalogues as it is.
 */
export const texts = {
  callStaff: "Call staff",
  callStaffMenu: "Ask the staff for",
  closeMenu: "Close",
  sending: "Sending...",
  requested: (label: string, minutes: number) => (minutes < 1 ? `${label} requested · just now` : `${label} requested · ${minutes} min`),
  onTheWay: (label: string) => `${label} · On the way`,
  requestsStatus: "Your requests to the staff",

  yours: "Yours",
  othersOrder: "Another diner's",
  tableBill: "Table bill",
  subtotal: "Subtotal",
  serviceCharge: "Service charge",
  total: "Total",
  settledNote: "Staff settle the table when you pay; until then every order of the table stays on this bill.",

  split: "Split the bill",
  splitHow: "How to split",
  splitNone: "Not split",
  splitEqual: "Equally",
  splitByDishes: "By dishes",
  splitCustom: "One pays an amount",
  people: "People",
  person: (index: number) => `Person ${index + 1}`,
  whoHad: (line: string) => `Who had ${line}?`,
  firstPays: "Person 1 pays",
  notAnAmount: "Type an amount such as 500 or 500.50.",
  whoPaysWhat: "Who pays what",
  pays: (person: string, amount: string) => `${person} pays ${amount}`,
  includingService: (amount: string) => `including ${amount} service charge`,
  together: (amount: string) => `Together: ${amount}`,
  share: "Share",
  copied: "Copied: paste it in your chat.",
  shareFailed: "Could not share. Select the list and copy it instead.",
  shareText: (title: string, total: string, lines: ReadonlyArray<string>) => [`${title}: the bill is ${total}.`, ...lines].join("\n"),
} as const
