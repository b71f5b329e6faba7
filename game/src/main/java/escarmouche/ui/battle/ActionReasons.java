package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.action.CommandChecks;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.engine.preview.Previews;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.lang.EngineSentences;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Why an entry of the action menu cannot be done now, from the engine's own checks ({@link CommandChecks}),
 * plus the few cases where there is simply nothing to choose (no foe in reach, no spell, no potion).
 */
final class ActionReasons {
    /** The engine's sentence for a target out of the actor's reach (GRAP-START, SHOVE). */
    private static final String OUT_OF_REACH = "engine.refuse.out.of.reach.of";

    private static final String ENGINE = "engine.refuse.";

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
        // What goes at a foe says fear before looking for one: frightened (house), none would be allowed.
        Optional<Outcome.Refused> atAFoe = action.or(() -> checks.onlyDefends(me));
        return switch (key) {
            case 'a' -> words(atAFoe).orElseGet(this::noFoeToStrike);
            case 'g' -> words(atAFoe).orElseGet(() -> noFoeInReach(foe -> previews().grapple(me, foe, null)));
            case 's' -> words(atAFoe).orElseGet(() -> noFoeInReach(foe -> previews().shove(me, foe)));
            case 'D' -> words(action).orElseGet(this::noFoeToLeave);
            // HP-DISABLED: a disabled creature's Dash would give movement it cannot use, which the engine refuses.
            case 'd' -> words(checks.dash(me)).orElse(null);
            // ACT-DODGE: at speed 0 the dodge would be lost as soon as taken, which the engine refuses.
            case 'o' -> words(checks.dodge(me)).orElse(null);
            case 'p' -> words(atAFoe).orElseGet(() -> fight.battle().alliesOf(me).isEmpty() ? w.t("why.no.ally") : null);
            case 'x' -> EscapeAsk.netted(fight, me).isEmpty() ? words(checks.escape(me)).orElse(null) : null;
            case 'r' -> words(checks.release(me)).orElse(null);
            // MOVE-DIFFICULT (the seed's clause): thrown down by its own failed check, it may stand with its action.
            case 't' -> words(checks.stand(me).filter(no -> checks.standWithAction(me).isPresent())).orElse(null);
            case 'z' -> words(checks.prone(me)).orElse(null);
            case ',' -> words(checks.pickup(me)).orElse(null);
            case 'f' -> FirstAidAsk.whyNot(fight, me, w);
            case 'i' -> words(checks.hide(me)).orElse(null);
            case 'F' -> words(checks.search(me)).orElse(null);
            case 'A' -> words(atAFoe).orElseGet(this::cannotReady);
            // MOVE-PRONE: a prone creature crawls or stands up first, only a prone one crawls; HP-DISABLED: no move
            // once it acted. The engine's checks of a move that hang on the creature alone, before any path is drawn.
            case 'm' -> me.turn.movementLeft <= 0 ? w.t("why.no.movement") : words(checks.move(me)).orElse(null);
            case 'C' -> me.turn.movementLeft <= 0 ? w.t("why.no.movement") : words(checks.crawl(me)).orElse(null);
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

    /**
     * A shorter form of {@link #whyNot}'s reason for the menu's row, where the whole one beside the action's
     * name would be cut (its action used, a move that cannot be taken back, no spell); null when the whole
     * one is short enough. The row under the list still gives the whole one.
     */
    String brief(char key) {
        if (key == 'c' && me.resources.spells.isEmpty() && previews().spells().scrolls(me).isEmpty()) {
            return w.t("brief.no.spell");
        }
        if (key == DoorWords.KEY && DoorMode.doorsAround(fight, me).isEmpty()) return w.t("brief.no.door");
        String english = switch (key) {
            case 'a', 'g', 's', 'D', 'p', 'A', 'c' -> english(checks.noAction(me));
            case 'd' -> english(checks.dash(me));
            case 'm' -> me.turn.movementLeft <= 0 ? null : english(checks.move(me));
            case 'C' -> me.turn.movementLeft <= 0 ? null : english(checks.crawl(me));
            case 'o' -> english(checks.dodge(me));
            case TakeBackKey.KEY -> fight.game().services().movement.whyNoTakeBack(me);
            case 'x' -> EscapeAsk.whyNot(fight, me);
            case 'r' -> english(checks.release(me));
            case 'i' -> english(checks.hide(me));
            case 'F' -> english(checks.search(me));
            default -> null;
        };
        String sentence = english == null ? null : EngineSentences.keyOf(english);
        if (sentence == null || !sentence.startsWith(ENGINE)) return null;
        String brief = "battle.brief." + sentence.substring(ENGINE.length());
        return w.messages().has(brief) ? w.messages().text(brief) : null;
    }

    private static String english(Optional<Outcome.Refused> refusal) {
        return refusal.map(Outcome.Refused::reason).orElse(null);
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

    /**
     * GRAP-START, SHOVE: null when some foe in sight is within reach (its own refusal, a free hand or its size,
     * is then the picker's to say), else that none is.
     */
    private String noFoeInReach(Function<Creature, ContestPreview> odds) {
        for (Creature foe : Unseen.shown(fight, fight.battle().enemiesOf(me))) {
            ContestPreview p = odds.apply(foe);
            if (p.legal() || !OUT_OF_REACH.equals(EngineSentences.keyOf(p.reason()))) return null;
        }
        return w.t("why.no.foe.reach");
    }

    /**
     * OA-DISENGAGE under the house rules: null when a foe in sight could strike the creature as it leaves (the
     * roll-off is against each), else that none could: the action would be spent for nothing. Said so rather than
     * "no foe within reach": a foe beside it may be one that cannot strike (the one it holds, dragged along). Plain 5e's Disengage keeps
     * the whole turn free of opportunity attacks, worth taking before walking past a foe: always offered.
     */
    private String noFoeToLeave() {
        if (!fight.battle().house(RulePart.OPPORTUNITY)) return null;
        List<ContestPreview> engaged = Unseen.seen(fight, previews().disengage(me), p -> fight.battle().find(p.against()));
        return engaged.isEmpty() ? w.t("why.no.foe.leave") : null;
    }

    private Previews previews() {
        return fight.game().previews();
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
