package escarmouche.events.explain;

import escarmouche.events.DamageEvent;
import escarmouche.rules.damage.DamageLimits;
import java.util.List;

/**
 * "d8 6 +3 Str: 9 slashing ×4 = 36 - 15 resistance - 5 aura = 16; HP -4"; a saved fireball against a resistance
 * of 10, "33 fire - 10 resistance - 12 half on a save = 11".
 */
final class DamageLine {
    private DamageLine() {}

    /** @param passesThrough a mundane blow on an intangible creature ({@link Explain#passesThrough}) */
    static String of(DamageEvent d, boolean passesThrough) {
        StringBuilder sb = new StringBuilder();
        String dice = DamageDice.said(d);
        int flat = DamageDice.unshownFlat(d);
        String mods = (flat == 0 ? "" : " " + Terms.signed(flat)) + Terms.modifiers(d.modifiers());
        if (!dice.isEmpty() || !mods.isEmpty()) sb.append((dice + mods).trim()).append(": ");
        sb.append(d.rolled()).append(' ').append(d.damageType());
        boolean changed = false;
        if (d.multiplier() > 1) {
            // As the pipeline held it (DamageLimits): a long chain on a large roll is a billion, never wrapped.
            sb.append(" ×").append(d.multiplier()).append(" = ")
                    .append(DamageLimits.multiplied(d.rolled(), d.multiplier()));
        }
        List<DamageEvent.Reduction> steps = d.reductions();
        // A save's half where the pipeline took it: after the flat reductions, before any halving.
        int save = d.saveHalf() == null ? -1 : Explain.reductionsBeforeSave(steps);
        for (int i = 0; i <= steps.size(); i++) {
            if (i == save) {
                sb.append(" - ").append(d.saveHalf()).append(" half on a save");
                changed = true;
            }
            if (i == steps.size()) break;
            DamageEvent.Reduction r = steps.get(i);
            // A step that took nothing off (an older log's vulnerability on 0 damage) is no step to read.
            if (r.amount() == 0) continue;
            if (passesThrough) sb.append(" - ").append(r.amount()).append(' ').append(PASSES_THROUGH);
            else if (r.immunity()) sb.append(" - ").append(r.amount()).append(" (immune to ").append(d.damageType()).append(')');
            else if (r.amount() >= 0) sb.append(" - ").append(r.amount()).append(' ').append(word(r.rule()));
            else sb.append(" + ").append(-r.amount()).append(' ').append(word(r.rule()));
            changed = true;
        }
        if (changed) sb.append(" = ").append(d.final_());
        if (d.tempAbsorbed() > 0) sb.append("; ").append(d.tempAbsorbed()).append(" taken by temporary hit points");
        sb.append("; HP ").append(d.hp());
        // HP-KO: the hit points alone do not tell that knocking out, not the dice, left the creature where it is.
        if (d.knockOut() != null) sb.append(" (").append(knockOut(d.knockOut())).append(')');
        return sb.toString();
    }

    /** What a knock-out did (HP-KO), by the id the event gives it. */
    static String knockOut(String id) {
        return switch (id) {
            case "held" -> "knocked out: held short of death";
            case "no-shock" -> "knocked out: out of the fight, no system shock";
            default -> "knocked out: unconscious and stable";
        };
    }

    /**
     * DMG-MAGIC-WEAPON on an intangible creature: no resistance, the mundane weapon does not touch it (the
     * words of the battle screen's defences, battle.defence.intangible).
     */
    static final String PASSES_THROUGH = "(intangible: mundane weapons pass through)";

    /** How each pipeline step reads in a sentence (an immunity reads "(immune to fire)" instead, DMG-RESIST-FLAT). */
    static String word(String rule) {
        return switch (rule) {
            case "DMG-RESIST-FLAT" -> "resistance";
            case "DMG-AURA" -> "aura";
            case "DMG-MAGIC-WEAPON" -> "resistance (weapon not magic enough)";
            case "DMG-RESIST-HALF" -> "halved";
            case "DMG-ZOID" -> "Zoid (/6)";
            case "DMG-VULN" -> "vulnerability (×2)";
            default -> rule;
        };
    }
}
