package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.preview.AttackPreview;
import escarmouche.engine.preview.PairPreview;
import escarmouche.engine.preview.Previews;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.page.Line;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The choices the rules leave to an attacker, made in the attack panel by key: the other ability (s,
 * ATK-ABILITY), Dex to the damage rather than the hit (d, ATK-DEXDMG), knocking out rather than killing
 * (K, HP-KO). Each is offered only where the engine would accept it; the panel's odds and the command
 * sent carry what was chosen. A new target or weapon starts from the engine's own choices again.
 */
final class AttackChoices {
    private final ScreenFight fight;
    private final Creature attacker;
    /** "str" or "dex" as chosen with s, or null for the better one. */
    private String ability;
    /** "damage" when Dex goes to the damage, or null (to the hit). */
    private String dexMode;
    private boolean knockOut;

    AttackChoices(ScreenFight fight, Creature attacker) {
        this.fight = fight;
        this.attacker = attacker;
    }

    /** Back to the engine's own choices: what was allowed with another target or weapon may not be now. */
    void reset() {
        ability = null;
        dexMode = null;
        knockOut = false;
    }

    /** The attack as it would be sent, with these choices. */
    Command.Attack command(String target, Weapon weapon, Weapon offhand) {
        return new Command.Attack(target, weapon == null ? null : weapon.id(), offhand == null ? null : offhand.id(),
                null, ability, dexMode, knockOut);
    }

    /** The attack's odds with these choices. */
    AttackPreview preview(Creature target, Weapon weapon) {
        return previews().attack(attacker, target, weapon, ability, dexMode);
    }

    /** ATK-TWF: the odds of both attacks of the pair, with these choices. */
    PairPreview pair(Creature target, Weapon main, Weapon offhand) {
        return previews().twoWeapons(attacker, target, main, offhand, ability, dexMode);
    }

    /** s: the other ability, when the engine allows it; else why not, in words (null when taken). */
    String otherAbility(Creature target, Weapon weapon, FightTerms w) {
        String other = StrOrDex.other(preview(target, weapon).ability());
        Optional<Outcome.Refused> no = previews().checks().attack(attacker, asking(target, weapon, other));
        if (no.isPresent()) return WhyNot.line(fight, no, w);
        ability = other;
        return null;
    }

    /** d: Dex to the damage, or back to the hit; else why there is nothing to choose (null when taken). */
    String dexPlace(Creature target, Weapon weapon, FightTerms w) {
        if (!dexSplits(target, weapon)) return w.t("target.dex.nochoice");
        dexMode = dexMode == null ? "damage" : null;
        return null;
    }

    /** K: knock out rather than kill, for a blow in melee; else why not (null when taken). */
    String knockOut(Creature target, Weapon weapon, FightTerms w) {
        if (preview(target, weapon).ranged()) return w.t("target.ko.melee");
        knockOut = !knockOut;
        return null;
    }

    /** The choices open for this attack, each with its key, and the knocking out when chosen. */
    void lines(Creature target, Weapon weapon, AttackPreview p, List<Line> out, FightTerms w) {
        List<String> offers = new ArrayList<>();
        String other = StrOrDex.other(p.ability());
        if (previews().checks().attack(attacker, asking(target, weapon, other)).isEmpty()) {
            offers.add(w.t("target.choice.ability", w.ability(other)));
        }
        if (dexSplits(target, weapon)) offers.add(w.t(dexMode == null ? "target.choice.dex.damage" : "target.choice.dex.hit"));
        if (!p.ranged()) offers.add(w.t(knockOut ? "target.choice.kill" : "target.choice.ko"));
        if (knockOut) out.add(Line.of(w.t("target.ko.on", fight.name(target.id()))));
        if (!offers.isEmpty()) out.add(Line.dim(String.join(" · ", offers)));
    }

    /**
     * Whether this attack uses Dex and the rules let the attacker send it to the hit or the damage: never with a
     * weapon that deals no damage (the net, {@link SnareWords}).
     */
    private boolean dexSplits(Creature target, Weapon weapon) {
        // A weapon that deals no damage (the net) has no damage for Dex to go to.
        if (SnareWords.only(weapon)) return false;
        AttackPreview hit = previews().attack(attacker, target, weapon, ability, "hit");
        AttackPreview damage = previews().attack(attacker, target, weapon, ability, "damage");
        return "dex".equals(hit.ability()) && !hit.hitModifiers().equals(damage.hitModifiers());
    }

    /** The attack with {@code other} asked for, as the engine's checks see it. */
    private Command.Attack asking(Creature target, Weapon weapon, String other) {
        return new Command.Attack(target.id(), weapon.id(), null, null, other, dexMode, false);
    }

    private Previews previews() {
        return fight.game().previews();
    }
}
