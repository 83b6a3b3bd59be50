import type { VariantChoice } from "../../../schema/menu"
import { variantChoice } from "../../domain/queries"
import { isSingleChoice, needsPick, type ChoiceProblem } from "../../domain/choices"
import { useT } from "../../ui/i18n/i18n"

/** What a choice asks of the diner, as its legend shows and reads it ("Pick 1 to 2"). */
export const useChoiceRule = () => {
  const t = useT()
  return (variantChoice: VariantChoice): string => {
    const { choice } = variantChoice
    if (isSingleChoice(variantChoice)) return t(needsPick(variantChoice) ? "drawer.pickOne" : "drawer.pickOneOptional")
    if (choice.maxSelection === null)
      return choice.minSelection > 0 ? t("drawer.pickAtLeast", { min: choice.minSelection }) : t("drawer.pickAny")
    return choice.minSelection > 0
      ? t("drawer.pickRange", { min: choice.minSelection, max: choice.maxSelection })
      : t("drawer.pickUpTo", { max: choice.maxSelection })
  }
}

/** Why a dish cannot be added yet, in the diner's words and language (src/domain/choices.ts finds the problems). */
export const useProblemText = () => {
  const t = useT()
  return (choices: ReadonlyArray<VariantChoice>, problem: Pick<ChoiceProblem, "choiceId" | "kind">): string => {
    const choice = variantChoice(choices, problem.choiceId)?.choice
    if (choice === undefined) return t("drawer.problem.unknownChoice")
    const name = choice.name
    const low = Math.max(choice.minSelection, 1)
    switch (problem.kind) {
      case "unknownOption":
        return t("drawer.problem.unknownOption", { choice: name })
      case "required":
        if (choice.maxSelection === null) return t("drawer.problem.requiredAtLeast", { choice: name, min: low })
        return low === choice.maxSelection
          ? t("drawer.problem.required", { choice: name, min: low })
          : t("drawer.problem.requiredRange", { choice: name, min: low, max: choice.maxSelection })
      case "tooFew":
        return t("drawer.problem.requiredAtLeast", { choice: name, min: choice.minSelection })
      case "tooMany":
        return t("drawer.problem.tooMany", { choice: name, max: choice.maxSelection ?? 0 })
      case "unknownChoice":
        return t("drawer.problem.unknownChoice")
    }
  }
}
