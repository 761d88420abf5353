"""Learning the games: hints and reviews of a seat's decisions, estimated from its view only
(`evaluate`), and their words (`coach-*` keys of the shared catalogue)."""

from tapisvert.coach.hint import Hint, Suggestion, hint
from tapisvert.coach.review import LABELS, Decision, Review, rate, review

__all__ = ["LABELS", "Decision", "Hint", "Review", "Suggestion", "hint", "rate", "review"]
