import { api } from "../schema/api"
import type { DomainEvent } from "../schema/events"
import type { SplitChoice } from "../schema/split"
import type { EventLog } from "./event-log"
import { RpcError, type Rpc } from "./rpc"

/** The server's first message of a refused call, else the fallback. */
export const firstMessage = (error: unknown, fallback: string): string => (error instanceof RpcError && error.serverMessages[0] !== undefined ? error.serverMessages[0] : fallback)

/**
 * Table service beyond the spec: asking the staff to the table, and the split of the bill.
 * Each step is an event: the ask, the server's answer (or refusal), the chosen split.
 */
export const createTableServiceIntents = ({ rpc, log }: { readonly rpc: Rpc; readonly log: EventLog }) => {
  const intent = (event: DomainEvent) => log.append(event, "intent")
  const http = (event: DomainEvent) => log.append(event, "http")

  /** The kinds the venue offers and the table's requests in play. */
  const loadStaffRequests = async () => {
    try {
      const answer = await rpc(api.staffRequestsList, {})
      if (answer._tag === "Ok") http({ _tag: "v1.StaffRequestsFetched", kinds: answer.body.kinds, requests: answer.body.requests })
    } catch {
      // Without them the call button stays hidden; the next screen asks again.
    }
  }

  const askStaff = async (kind: string) => {
    intent({ _tag: "v1.StaffRequestAsked", kind })
    try {
      const answer = await rpc(api.staffRequestCreate, { payload: { kind } })
      if (answer._tag === "Ok") http({ _tag: "v1.StaffRequestChanged", request: answer.body })
      else http({ _tag: "v1.StaffRequestRefused", kind, reason: "The venue could not take your request." })
    } catch (error) {
      const offline = error instanceof RpcError && error.kind === "network"
      http({ _tag: "v1.StaffRequestRefused", kind, reason: offline ? "You are offline: your request could not be sent." : firstMessage(error, "Your request could not be sent. Please try again.") })
    }
  }

  return {
    loadStaffRequests,
    askStaff,
    chooseSplit: (split: SplitChoice) => intent({ _tag: "v1.SplitChosen", split }),
    clearSplit: () => intent({ _tag: "v1.SplitCleared" }),
  }
}
