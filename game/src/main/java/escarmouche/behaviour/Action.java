package escarmouche.behaviour;

import java.util.List;
import java.util.Objects;

/** What a rule does once it is chosen. Each action knows its {@link ActionKind}. */
public sealed interface Action {
    ActionKind kind();

    /** Close in if needed and strike with the best weapon that reaches (melee first, then ranged). */
    record Attack() implements Action {
        public ActionKind kind() {
            return ActionKind.ATTACK;
        }
    }

    /** Walk to a square opposite an ally across the target (ATK-FLANK) when it gets there this turn, then strike; else as {@link Attack}. */
    record Flank() implements Action {
        public ActionKind kind() {
            return ActionKind.FLANK;
        }
    }

    /** Walk until the target is within reach, without striking. */
    record Approach() implements Action {
        public ActionKind kind() {
            return ActionKind.APPROACH;
        }
    }

    /** Stand {@code distance} squares or more from every enemy if it can, then shoot the target. */
    record Shoot(int distance) implements Action {
        public ActionKind kind() {
            return ActionKind.SHOOT;
        }
    }

    record Grapple() implements Action {
        public ActionKind kind() {
            return ActionKind.GRAPPLE;
        }
    }

    /** Knock the target prone (SHOVE). */
    record Shove() implements Action {
        public ActionKind kind() {
            return ActionKind.SHOVE;
        }
    }

    /** Break a grapple (GRAP-ESCAPE). */
    record Escape() implements Action {
        public ActionKind kind() {
            return ActionKind.ESCAPE;
        }
    }

    /** Disengage from the enemies that have it in reach (OA-DISENGAGE), then walk away from them. */
    record Disengage() implements Action {
        public ActionKind kind() {
            return ActionKind.DISENGAGE;
        }
    }

    /** Dash and run as far from its enemies as it can. */
    record Flee() implements Action {
        public ActionKind kind() {
            return ActionKind.FLEE;
        }
    }

    /** Give up the fight for its whole side (the {@code yield} command): a morale break, a surrender. */
    record Yield() implements Action {
        public ActionKind kind() {
            return ActionKind.YIELD;
        }
    }

    record Dodge() implements Action {
        public ActionKind kind() {
            return ActionKind.DODGE;
        }
    }

    /**
     * Search for hidden foes (ACT-SEARCH) when it knows of none in the fight but one is hiding within its
     * sight; otherwise the next rule decides.
     */
    record Search() implements Action {
        public ActionKind kind() {
            return ActionKind.SEARCH;
        }
    }

    /**
     * Take the Hide action (ACT-HIDE) against {@code dc}, the DC the GM gives the place (its shadows and
     * cover), when nothing stops it: not hidden yet, and no enemy that sees it standing next to it.
     */
    record Hide(int dc) implements Action {
        public ActionKind kind() {
            return ActionKind.HIDE;
        }
    }

    /**
     * Ready a melee attack (ACT-READY) for the target, to strike it with the reaction when it comes within
     * reach before the creature's next turn: only while the target is out of reach (in reach, an attack
     * serves). With {@code anyone}, for the first enemy that comes within reach, and only while no enemy
     * is in reach. It does not move.
     */
    record Ready(boolean anyone) implements Action {
        public ActionKind kind() {
            return ActionKind.READY;
        }
    }

    /** Cast one spell the creature knows, walking into range first if needed. */
    record Cast(SpellFacts spell) implements Action {
        public Cast {
            Objects.requireNonNull(spell, "spell");
        }

        public ActionKind kind() {
            return ActionKind.CAST;
        }
    }

    /** Drink the first of these potions it carries. */
    record Drink(List<String> items) implements Action {
        public Drink {
            items = List.copyOf(items);
        }

        public ActionKind kind() {
            return ActionKind.DRINK;
        }
    }

    /** Stand next to the target and help an ally attack it (ACT-HELP). */
    record Help() implements Action {
        public ActionKind kind() {
            return ActionKind.HELP;
        }
    }

    /** Do not move: strike the target if it is in reach or range, otherwise wait. */
    record Hold() implements Action {
        public ActionKind kind() {
            return ActionKind.HOLD;
        }
    }

    /** Walk to a weapon it dropped (or any weapon lying near) and pick it up. */
    record Pickup() implements Action {
        public ActionKind kind() {
            return ActionKind.PICKUP;
        }
    }

    record Stand() implements Action {
        public ActionKind kind() {
            return ActionKind.STAND;
        }
    }
}
