package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.action.CommandChecks;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Weapon;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why an entry of the action menu cannot be done now, from the engine's own checks ({@link CommandChecks}),
 * plus the few cases where there is simply nothing to choose (no foe in reach, no spell, no potion).
 */
final class ActionReasons {
    private final ScreenFight fight;
    private final Creature me;
    private final CommandChecks checks;
    private final FightTerms w;

    ActionReasons(ScreenFight fight, Creature me, FightTerms terms) {
        this.fight = fight;
        this.me = me;
        this.w = terms;
        this.checks = fight.game().previews().checks();
    }

    /** The reason the action under {@code key} cannot be done now, in words, or null when it can. */
    String whyNot(char key) {
        Optional<Outcome.Refused> action = checks.noAction(me);
        return switch (key) {
            case 'a' -> words(action).orElseGet(this::noFoeToStrike);
            case 'g', 's', 'D', 'd', 'o' -> words(action).orElse(null);
            case 'p' -> words(action).orElseGet(() -> fight.battle().alliesOf(me).isEmpty() ? w.t("why.no.ally") : null);
            case 'x' -> words(checks.escape(me)).orElse(null);
            case 'r' -> words(checks.release(me)).orElse(null);
            case 't' -> words(checks.stand(me)).orElse(null);
            case 'z' -> words(checks.prone(me)).orElse(null);
            case ',' -> words(checks.pickup(me)).orElse(null);
            case 'f' -> FirstAidAsk.whyNot(fight, me, w);
            case 'i' -> words(checks.hide(me)).orElse(null);
            case 'F' -> words(checks.search(me)).orElse(null);
            case 'A' -> words(action).orElseGet(this::cannotReady);
            case 'm', 'C' -> me.turn.movementLeft <= 0 ? w.t("why.no.movement") : null;
            case TakeBackKey.KEY -> TakeBackKey.whyNot(fight, me);
            case 'c' -> me.resources.spells.isEmpty() && fight.game().previews().spells().scrolls(me).isEmpty()
                    ? w.t("no.spell", fight.name(me.id()))
                    : words(action).orElse(null);
            case DoorWords.KEY -> DoorMode.doorsAround(fight, me).isEmpty() ? w.t("why.no.door", fight.name(me.id()), DoorWords.KEY) : null;
            case 'q' -> !carriesSomething() ? w.t("no.potion", fight.name(me.id()))
                    : words(action).orElse(null);
            default -> null;
        };
    }

    private Optional<String> words(Optional<Outcome.Refused> refusal) {
        return refusal.map(r -> WhyNot.reason(fight, r));
    }

    /** ACT-ATTACK: null when some weapon may strike some foe now, else why not. */
    private String noFoeToStrike() {
        for (Creature foe : Unseen.shown(fight, fight.battle().enemiesOf(me))) {
            for (Weapon w : me.arsenal.weapons) {
                if (checks.attack(me, Command.Attack.with(foe.id(), w.id(), null)).isEmpty()) return null;
            }
        }
        return w.t("why.no.foe");
    }

    /** ACT-READY: null when an attack may be readied against a foe in sight, else why not (fear, no foe). */
    private String cannotReady() {
        List<Creature> foes = Unseen.shown(fight, fight.battle().enemiesOf(me));
        if (foes.isEmpty()) return w.t("why.no.enemy");
        return words(checks.ready(me, new Command.Ready(foes.get(0).id(), null))).orElse(null);
    }

    private boolean carriesSomething() {
        for (Map.Entry<String, Integer> e : me.resources.items.entrySet()) if (e.getValue() > 0) return true;
        return false;
    }
}
