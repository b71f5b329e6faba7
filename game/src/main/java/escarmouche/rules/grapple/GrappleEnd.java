package escarmouche.rules.grapple;

/** A grapple that ends, why, and the rule that ends it (GRAP-RELEASE, GRAP-END, GRAP-ESCAPE). */
public record GrappleEnd(String grapplerId, String targetId, String rule, String reason) {}
