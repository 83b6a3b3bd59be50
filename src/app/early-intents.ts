import type { EarlyIntent } from "../domain/early-intent"
import { noFilters, toggleDiet, toggleGroup } from "../domain/menu-filters"
import type { AppStore } from "../store/store-context"

/**
 * The diner's taps on the server's page before the app took it over (src/app/page-start.ts,
 * `takeEarlyTaps`), each sent as the command its control sends, in order, so they are in
 * the log as the diner's intents and each meets what the one before changed (a filter toggled
 * twice is off again).
 */
export const sendEarlyIntents = (intents: ReadonlyArray<EarlyIntent>, { commands, getState }: AppStore): void => {
  for (const intent of intents) {
    switch (intent._tag) {
      case "OpenDish":
        commands.openDrawer(intent.itemId)
        break
      case "ToggleDiet":
        commands.setMenuFilters(toggleDiet(getState().menuFilters, intent.diet))
        break
      case "ToggleWithout":
        commands.setMenuFilters(toggleGroup(getState().menuFilters, intent.group))
        break
      case "ClearFilters":
        commands.setMenuFilters(noFilters)
        break
      case "ShowSection":
        commands.selectSection(intent.sectionId, true)
        break
      case "OpenSearch":
        commands.toggleSearch(true)
        break
    }
  }
}
